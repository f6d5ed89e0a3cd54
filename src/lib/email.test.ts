import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mailtoHref } from './email'

describe('mailtoHref', () => {
  it('links an e-mail address to the mail program', () => {
    expect(mailtoHref('kontakt@example.com')).toBe('mailto:kontakt@example.com')
  })

  it('is the one place that writes a mailto: link', () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    )
    const writers = files.filter((file) =>
      readFileSync(join('src', file), 'utf8').includes('mailto:'),
    )
    expect(writers).toEqual([join('lib', 'email.ts')])
  })
})
