import { describe, expect, it } from 'vitest'
import { islandComponents } from './island-components'
import { islandLoaders } from './island-loaders'

describe('island registry', () => {
  it('loads in the browser exactly the islands the build renders', () => {
    expect(Object.keys(islandLoaders).sort()).toEqual(Object.keys(islandComponents).sort())
  })

  it('loads the same component that the build renders for each island', async () => {
    for (const [name, component] of Object.entries(islandComponents)) {
      const loaded = await islandLoaders[name as keyof typeof islandComponents]()
      expect(loaded, name).toBe(component)
    }
  })
})
