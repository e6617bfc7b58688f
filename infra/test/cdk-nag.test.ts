import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './synth-fixture';

interface ValidationReport {
  pluginReports: { pluginName: string; violations: { ruleName: string; severity: string }[] }[];
}

function readReport(directory: string): ValidationReport {
  const file = path.join(directory, 'validation-report.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as ValidationReport)
    : { pluginReports: [] };
}

function acknowledgements(root: IConstruct): { path: string; id: string; reason: string }[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          path: construct.node.path,
          id,
          reason,
        })),
      ),
  );
}

describe('cdk-nag (AWS Solutions checks)', () => {
  const { app } = buildTestApp();
  const assembly = app.synth();

  it('passes the whole app with no unacknowledged error or warning', () => {
    const nagReports = readReport(assembly.directory).pluginReports.filter(
      (r) => r.pluginName === 'AwsSolutions',
    );
    expect(nagReports.flatMap((report) => report.violations)).toEqual([]);
  });

  it('is really checking: a bucket without logging or TLS enforcement fails the synth', () => {
    const careless = buildTestApp();
    new Bucket(careless.web, 'CarelessBucket');
    expect(() => careless.app.synth()).toThrow(/AwsSolutions-S(1|10)/);
  });

  it('acknowledges findings only with a written reason', () => {
    const acknowledged = acknowledgements(app).filter((ack) => ack.id.includes('AwsSolutions-'));
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const ack of acknowledged) {
      expect(ack.reason.length, `${ack.path} ${ack.id}`).toBeGreaterThanOrEqual(40);
    }
  });
});
