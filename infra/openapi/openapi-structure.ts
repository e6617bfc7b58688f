/**
 * A structural check of an OpenAPI 3.1 document, without a validator package: the required
 * fields, operations and their responses, path templates against path parameters, unique
 * operationIds, known security schemes and every `$ref` resolving inside the document. Returns
 * what is wrong, one sentence each; an empty list means the document holds together.
 */

type Json = { [key: string]: unknown };

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const pathItemFields = new Set<string>([
  ...methods,
  '$ref',
  'summary',
  'description',
  'servers',
  'parameters',
]);
const parameterLocations = new Set(['query', 'header', 'path', 'cookie']);
const componentName = /^[a-zA-Z0-9._-]+$/;
const responseKey = /^(?:[1-5](?:\d\d|XX)|default)$/;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** RFC 6901 JSON Pointer inside the document (`#/components/schemas/Name`). */
export function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = document;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    if (!Object.hasOwn(node, key)) return undefined;
    node = (node as Json)[key];
  }
  return node;
}

function collectRefs(value: unknown, where: string, found: { ref: string; where: string }[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      collectRefs(item, `${where}/${index}`, found);
    });
    return;
  }
  if (!isObject(value)) return;
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$ref' && typeof inner === 'string') found.push({ ref: inner, where });
    else collectRefs(inner, `${where}/${key}`, found);
  }
}

/** Follows a Reference Object (`{ $ref }`) to what it names, once. */
function deref(document: Json, value: unknown): unknown {
  return isObject(value) && typeof value.$ref === 'string' ? resolvePointer(document, value.$ref) : value;
}

function checkOperation(
  document: Json,
  path: string,
  method: string,
  operation: Json,
  schemes: Json,
  problems: string[],
): void {
  const at = `${method.toUpperCase()} ${path}`;
  if (typeof operation.operationId !== 'string' || operation.operationId === '') {
    problems.push(`${at}: no operationId`);
  }
  const responses = operation.responses;
  if (!isObject(responses) || Object.keys(responses).length === 0) {
    problems.push(`${at}: no responses`);
  } else {
    for (const [status, response] of Object.entries(responses)) {
      if (!responseKey.test(status)) problems.push(`${at}: response key ${status} is not a status`);
      const target = deref(document, response);
      if (!isObject(target) || typeof target.description !== 'string') {
        problems.push(`${at}: response ${status} has no description`);
      }
    }
  }
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  const seen = new Set<string>();
  for (const raw of parameters) {
    const parameter = deref(document, raw);
    if (!isObject(parameter) || typeof parameter.name !== 'string') {
      problems.push(`${at}: a parameter has no name`);
      continue;
    }
    const id = `${parameter.in} ${parameter.name}`;
    if (seen.has(id)) problems.push(`${at}: parameter ${id} is listed twice`);
    seen.add(id);
    if (!parameterLocations.has(String(parameter.in)))
      problems.push(`${at}: parameter ${id} has no valid in`);
    if (!('schema' in parameter) && !('content' in parameter))
      problems.push(`${at}: parameter ${id} has no schema`);
    if (parameter.in === 'path' && parameter.required !== true) {
      problems.push(`${at}: path parameter ${parameter.name} must be required`);
    }
  }
  const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
  const declared = [...seen].filter((id) => id.startsWith('path ')).map((id) => id.slice('path '.length));
  for (const name of templated) {
    if (!declared.includes(name)) problems.push(`${at}: path parameter {${name}} is not declared`);
  }
  for (const name of declared) {
    if (!templated.includes(name)) problems.push(`${at}: path parameter ${name} is not in the path`);
  }
  if (operation.requestBody !== undefined) {
    const body = deref(document, operation.requestBody);
    if (!isObject(body) || !isObject(body.content) || Object.keys(body.content).length === 0) {
      problems.push(`${at}: requestBody has no content`);
    }
  }
  for (const requirement of Array.isArray(operation.security) ? operation.security : []) {
    for (const name of Object.keys(isObject(requirement) ? requirement : {})) {
      if (!isObject(schemes[name])) problems.push(`${at}: security scheme ${name} is not defined`);
    }
  }
}

function checkSecuritySchemes(schemes: Json, problems: string[]): void {
  for (const [name, scheme] of Object.entries(schemes)) {
    if (!isObject(scheme)) {
      problems.push(`security scheme ${name} is not an object`);
    } else if (scheme.type === 'apiKey') {
      if (typeof scheme.name !== 'string' || !['query', 'header', 'cookie'].includes(String(scheme.in))) {
        problems.push(`security scheme ${name} (apiKey) needs a name and in`);
      }
    } else if (scheme.type === 'http') {
      if (typeof scheme.scheme !== 'string') problems.push(`security scheme ${name} (http) needs a scheme`);
    } else if (!['mutualTLS', 'oauth2', 'openIdConnect'].includes(String(scheme.type))) {
      problems.push(`security scheme ${name} has an unknown type`);
    }
  }
}

export function openApiStructureProblems(document: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(document)) return ['the document is not a JSON object'];
  if (typeof document.openapi !== 'string' || !/^3\.1\.\d+$/.test(document.openapi)) {
    problems.push('openapi must be a 3.1.x version string');
  }
  const info = document.info;
  if (!isObject(info) || typeof info.title !== 'string' || typeof info.version !== 'string') {
    problems.push('info needs a title and a version');
  }
  if (!isObject(document.paths)) problems.push('paths must be an object');
  const components = isObject(document.components) ? document.components : {};
  for (const [kind, entries] of Object.entries(components)) {
    for (const name of Object.keys(isObject(entries) ? entries : {})) {
      if (!componentName.test(name)) problems.push(`components.${kind}.${name}: not a valid component name`);
    }
  }
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  checkSecuritySchemes(schemes, problems);
  const operationIds = new Map<string, string>();
  for (const [path, item] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    if (!path.startsWith('/')) problems.push(`path ${path} must start with /`);
    if (!isObject(item)) {
      problems.push(`path ${path} is not an object`);
      continue;
    }
    for (const [field, operation] of Object.entries(item)) {
      if (!pathItemFields.has(field) && !field.startsWith('x-')) {
        problems.push(`path ${path}: ${field} is not a method or path item field`);
      }
      if (!(methods as readonly string[]).includes(field)) continue;
      if (!isObject(operation)) {
        problems.push(`${field.toUpperCase()} ${path} is not an object`);
        continue;
      }
      checkOperation(document, path, field, operation, schemes, problems);
      const id = operation.operationId;
      if (typeof id === 'string') {
        const other = operationIds.get(id);
        if (other) problems.push(`operationId ${id} is used by ${other} and ${field.toUpperCase()} ${path}`);
        operationIds.set(id, `${field.toUpperCase()} ${path}`);
      }
    }
  }
  const refs: { ref: string; where: string }[] = [];
  collectRefs(document, '#', refs);
  for (const { ref, where } of refs) {
    if (resolvePointer(document, ref) === undefined) problems.push(`${where}: $ref ${ref} does not resolve`);
  }
  return problems;
}
