import { describe, expect, it } from 'vitest';
import { RunReport, hostOf } from '../../src/report/run-report.js';
import { sampleReport } from './sample-report.js';

describe('RunReport schema', () => {
  it('round-trips through JSON', () => {
    const report = sampleReport();
    const back = RunReport.parse(JSON.parse(JSON.stringify(report)));
    expect(back).toEqual(report);
  });

  it('accepts unpriced runs and empty limits', () => {
    const r = sampleReport({ settings: { ...sampleReport().settings, limits: {}, pricingSource: 'unknown' } });
    r.totals = { ...r.totals, costBilledUsd: null, costPerfectCachingUsd: null };
    expect(RunReport.safeParse(r).success).toBe(true);
  });

  it('rejects wrong versions, unknown stop codes and negative counts', () => {
    expect(RunReport.safeParse({ ...sampleReport(), schemaVersion: 1 }).success).toBe(false);
    expect(RunReport.safeParse({ ...sampleReport(), schemaVersion: 2 }).success).toBe(false);
    expect(RunReport.safeParse({ ...sampleReport(), schemaVersion: 4 }).success).toBe(false);
    expect(RunReport.safeParse({ ...sampleReport(), stopReason: { code: 'bored', detail: '' } }).success).toBe(false);
    expect(RunReport.safeParse({ ...sampleReport(), totals: { ...sampleReport().totals, outputTokens: -1 } }).success).toBe(false);
    expect(RunReport.safeParse({ ...sampleReport(), startedAt: 'yesterday' }).success).toBe(false);
  });

  it('keeps only a host in settings, never credentials or paths', () => {
    const withHost = (h: string) =>
      RunReport.safeParse({ ...sampleReport(), settings: { ...sampleReport().settings, baseUrlHost: h } }).success;
    expect(withHost('api.openai.com')).toBe(true);
    expect(withHost('127.0.0.1:8080')).toBe(true);
    expect(withHost('[::1]:8080')).toBe(true);
    expect(withHost('user:sk-abc@api.example.com')).toBe(false);
    expect(withHost('api.example.com/v1?key=abc')).toBe(false);
    expect(hostOf('https://user:sk-secret@api.example.com:8443/v1?api-key=abc')).toBe('api.example.com:8443');
    expect(hostOf('not a url')).toBe('unknown');
  });
});
