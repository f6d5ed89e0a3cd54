import { describe, expect, it } from 'vitest'
import { biggestModules } from './module-sizes.ts'

describe('biggestModules', () => {
  it('splits each chunk’s brotli size over its modules by rendered length, biggest first', () => {
    const sizes = {
      'assets/runtime.js': {
        'node_modules/react-dom/index.js': 900,
        'src/app/runtime/island-root.tsx': 100,
      },
      'assets/page.js': {
        'src/app/pages/home-page.tsx': 50,
        'src/features/menu/menu-search-index.ts': 150,
      },
    }
    const chunks = [
      { file: 'assets/runtime.js', brotliBytes: 1000 },
      { file: 'assets/page.js', brotliBytes: 400 },
    ]
    expect(biggestModules(sizes, chunks)).toEqual([
      { module: 'node_modules/react-dom/index.js', file: 'assets/runtime.js', brotliBytes: 900 },
      {
        module: 'src/features/menu/menu-search-index.ts',
        file: 'assets/page.js',
        brotliBytes: 300,
      },
      { module: 'src/app/runtime/island-root.tsx', file: 'assets/runtime.js', brotliBytes: 100 },
      { module: 'src/app/pages/home-page.tsx', file: 'assets/page.js', brotliBytes: 100 },
    ])
  })

  it('gives nothing for a chunk the sizes do not know', () => {
    expect(biggestModules({}, [{ file: 'assets/x.js', brotliBytes: 10 }])).toEqual([])
  })
})
