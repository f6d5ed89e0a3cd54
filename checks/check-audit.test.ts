import { describe, expect, it } from 'vitest'
import { auditVerdict } from './check-audit'

const report = (vulnerabilities: Record<string, number>) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities: {}, metadata: { vulnerabilities } })

describe('auditVerdict', () => {
  it('passes a report without high or critical advisories', () => {
    expect(auditVerdict(report({ low: 2, moderate: 1, high: 0, critical: 0, total: 3 }))).toEqual({
      kind: 'clean',
      total: 3,
    })
  })

  it('fails on a high or a critical advisory', () => {
    expect(auditVerdict(report({ high: 1, critical: 0, total: 1 }))).toEqual({
      kind: 'advisories',
      high: 1,
      critical: 0,
    })
    expect(auditVerdict(report({ high: 0, critical: 2, total: 2 })).kind).toBe('advisories')
  })

  it('reports an unreachable service (registry error or no network) instead of failing', () => {
    const mirror = JSON.stringify({
      message:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      error: { summary: '' },
    })
    expect(auditVerdict(mirror)).toEqual({
      kind: 'unreachable',
      reason:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    })
    expect(
      auditVerdict(
        '',
        'npm error code ENOTFOUND\nnpm error getaddrinfo ENOTFOUND registry.npmjs.org',
      ),
    ).toEqual({
      kind: 'unreachable',
      reason: 'npm error getaddrinfo ENOTFOUND registry.npmjs.org',
    })
  })
})
