/**
 * Builds the app the way infra/bin/app.ts does, for assertions: pinned region, no bundling (the
 * one bundling test opts in), and a web build directory chosen by the test.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CfnElement, NestedStack, type Stack, Stage } from 'aws-cdk-lib';
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

/**
 * A stack's template, with its nested stacks folded in: their resources join the parent's, a
 * parameter the parent passes is replaced by the value it passes, and the parent's references to
 * a nested output by that output's value. Tests then read the API's functions, roles and methods
 * as one template, as if the nesting (there for CloudFormation's 500-resource limit) were not there.
 */
export function templateOf(stack: Stack): Template {
  const nestedStacks = stack.node
    .findAll()
    .filter(
      (child): child is NestedStack => child instanceof NestedStack && child.nestedStackParent === stack,
    );
  if (nestedStacks.length === 0) return Template.fromStack(stack);
  // A copy: the assertions library caches a stack's template and hands out that very object.
  const merged = structuredClone(Template.fromStack(stack).toJSON()) as TemplateJson;
  const outputs = new Map<string, unknown>();
  for (const nested of nestedStacks) {
    const resourceId = stack.getLogicalId(nested.nestedStackResource as CfnElement);
    const passed = (merged.Resources[resourceId]?.Properties?.Parameters ?? {}) as Record<string, unknown>;
    const child = templateOf(nested).toJSON() as TemplateJson;
    const resolved = replaceValues(child.Resources, (node) =>
      typeof node.Ref === 'string' && node.Ref in passed ? passed[node.Ref] : undefined,
    ) as TemplateJson['Resources'];
    Object.assign(merged.Resources, resolved);
    for (const [name, output] of Object.entries(child.Outputs ?? {})) {
      outputs.set(
        `${resourceId}.Outputs.${name}`,
        replaceValues(output.Value, () => undefined),
      );
    }
    delete merged.Resources[resourceId];
  }
  merged.Resources = replaceValues(merged.Resources, (node) => {
    const getAtt = node['Fn::GetAtt'];
    return Array.isArray(getAtt) ? outputs.get(getAtt.join('.')) : undefined;
  }) as TemplateJson['Resources'];
  return Template.fromJSON(merged, { skipCyclicalDependenciesCheck: true });
}

interface TemplateJson {
  Resources: Record<string, { Type: string; Properties?: Record<string, unknown> }>;
  Outputs?: Record<string, { Value: unknown }>;
  [section: string]: unknown;
}

/** A deep copy of `value` where `replace` may swap any object node for another value. */
function replaceValues(value: unknown, replace: (node: Record<string, unknown>) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => replaceValues(item, replace));
  if (value === null || typeof value !== 'object') return value;
  const node = value as Record<string, unknown>;
  const replacement = replace(node);
  if (replacement !== undefined) return replacement;
  return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, replaceValues(item, replace)]));
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
