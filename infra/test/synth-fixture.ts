/**
 * Builds the app the way infra/bin/app.ts does, for assertions: pinned region, no bundling (the
 * one bundling test opts in), and a web build directory chosen by the test.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Stack, Stage } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { type CreateAppOptions, createApp, type MirrorwellApp } from '#infra/lib/mirrorwell-app.ts';

export const testRootDomain = 'mirrorwell.app';

/** A directory with no index.html: the web stack skips the upload. */
export const missingWebBuild = path.join(tmpdir(), 'mirrorwell-no-web-build');

export function buildTestApp(options: CreateAppOptions = {}): MirrorwellApp {
  return createApp({
    // CDK's template linting only warns and costs ~7 s per test worker; `cdk synth` still runs it.
    cloudFormationValidation: false,
    ...options,
    context: {
      rootDomain: testRootDomain,
      region: 'us-east-1',
      'aws:cdk:bundling-stacks': [],
      ...options.context,
    },
    webBuildDirectory: options.webBuildDirectory ?? missingWebBuild,
  });
}

/** A minimal Vite-like build: index.html plus one hashed asset. */
export function fakeWebBuild(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'mirrorwell-web-build-'));
  mkdirSync(path.join(directory, 'assets'));
  writeFileSync(path.join(directory, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(directory, 'assets', 'index-abc123.js'), 'console.log("hi")');
  return directory;
}

export function templateOf(stack: Stack): Template {
  return Template.fromStack(stack);
}

/** The synthesized assembly directory of the app that holds `stack`. */
export function assemblyDirectory(stack: Stack): string {
  const stage = Stage.of(stack);
  if (!stage) throw new Error('stack has no stage');
  return stage.synth().directory;
}

export type CfnResource = {
  Type: string;
  Properties?: Record<string, unknown>;
  Metadata?: Record<string, unknown>;
};

export function resourcesOfType(template: Template, type: string): Record<string, CfnResource> {
  return template.findResources(type) as Record<string, CfnResource>;
}
