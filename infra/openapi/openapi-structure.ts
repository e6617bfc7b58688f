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

/** What the checks of one operation share: the document, where they are, and the list to add to. */
interface OperationCheck {
  document: Json;
  path: string;
  at: string;
  problems: string[];
}

function checkResponses(check: OperationCheck, responses: unknown): void {
  const { at, problems } = check;
  if (!isObject(responses) || Object.keys(responses).length === 0) {
    problems.push(`${at}: no responses`);
    return;
  }
  for (const [status, response] of Object.entries(responses)) {
    if (!responseKey.test(status)) problems.push(`${at}: response key ${status} is not a status`);
    const target = deref(check.document, response);
    if (!isObject(target) || typeof target.description !== 'string') {
      problems.push(`${at}: response ${status} has no description`);
    }
  }
}

function checkParameter(check: OperationCheck, parameter: Json, id: string): void {
  const { at, problems } = check;
  if (!parameterLocations.has(String(parameter.in))) problems.push(`${at}: parameter ${id} has no valid in`);
  if (!('schema' in parameter) && !('content' in parameter))
    problems.push(`${at}: parameter ${id} has no schema`);
  if (parameter.in === 'path' && parameter.required !== true) {
    problems.push(`${at}: path parameter ${parameter.name} must be required`);
  }
}

/** Checks each parameter; returns the `in name` of every named one. */
function checkParameters(check: OperationCheck, listed: unknown): Set<string> {
  const seen = new Set<string>();
  for (const raw of Array.isArray(listed) ? listed : []) {
    const parameter = deref(check.document, raw);
    if (!isObject(parameter) || typeof parameter.name !== 'string') {
      check.problems.push(`${check.at}: a parameter has no name`);
      continue;
    }
    const id = `${parameter.in} ${parameter.name}`;
    if (seen.has(id)) check.problems.push(`${check.at}: parameter ${id} is listed twice`);
    seen.add(id);
    checkParameter(check, parameter, id);
  }
  return seen;
}

/** Every `{name}` in the path is a declared path parameter, and every declared one is in the path. */
function checkPathTemplate(check: OperationCheck, parameterIds: Set<string>): void {
  const { at, problems } = check;
  const templated = [...check.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
  const declared = [...parameterIds]
    .filter((id) => id.startsWith('path '))
    .map((id) => id.slice('path '.length));
  for (const name of templated) {
    if (!declared.includes(name)) problems.push(`${at}: path parameter {${name}} is not declared`);
  }
  for (const name of declared) {
    if (!templated.includes(name)) problems.push(`${at}: path parameter ${name} is not in the path`);
  }
}

function checkRequestBody(check: OperationCheck, requestBody: unknown): void {
  if (requestBody === undefined) return;
  const body = deref(check.document, requestBody);
  if (!isObject(body) || !isObject(body.content) || Object.keys(body.content).length === 0) {
    check.problems.push(`${check.at}: requestBody has no content`);
  }
}

function checkSecurityRequirements(check: OperationCheck, security: unknown, schemes: Json): void {
  for (const requirement of Array.isArray(security) ? security : []) {
    for (const name of Object.keys(isObject(requirement) ? requirement : {})) {
      if (!isObject(schemes[name]))
        check.problems.push(`${check.at}: security scheme ${name} is not defined`);
    }
  }
}

function checkOperation(
  document: Json,
  path: string,
  method: string,
  operation: Json,
  schemes: Json,
  problems: string[],
): void {
  const check: OperationCheck = { document, path, at: `${method.toUpperCase()} ${path}`, problems };
  if (typeof operation.operationId !== 'string' || operation.operationId === '') {
    problems.push(`${check.at}: no operationId`);
  }
  checkResponses(check, operation.responses);
  checkPathTemplate(check, checkParameters(check, operation.parameters));
  checkRequestBody(check, operation.requestBody);
  checkSecurityRequirements(check, operation.security, schemes);
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

function checkVersionAndInfo(document: Json, problems: string[]): void {
  if (typeof document.openapi !== 'string' || !/^3\.1\.\d+$/.test(document.openapi)) {
    problems.push('openapi must be a 3.1.x version string');
  }
  const info = document.info;
  if (!isObject(info) || typeof info.title !== 'string' || typeof info.version !== 'string') {
    problems.push('info needs a title and a version');
  }
  if (!isObject(document.paths)) problems.push('paths must be an object');
}

function checkComponentNames(components: Json, problems: string[]): void {
  for (const [kind, entries] of Object.entries(components)) {
    for (const name of Object.keys(isObject(entries) ? entries : {})) {
      if (!componentName.test(name)) problems.push(`components.${kind}.${name}: not a valid component name`);
    }
  }
}

/** The operations of every path, and each operationId used once (the map names who used it). */
interface PathsCheck {
  document: Json;
  schemes: Json;
  operationIds: Map<string, string>;
  problems: string[];
}

function checkUniqueOperationId(check: PathsCheck, operation: Json, at: string): void {
  const id = operation.operationId;
  if (typeof id !== 'string') return;
  const other = check.operationIds.get(id);
  if (other) check.problems.push(`operationId ${id} is used by ${other} and ${at}`);
  check.operationIds.set(id, at);
}

function checkPathItem(check: PathsCheck, path: string, item: Json): void {
  const { problems } = check;
  for (const [field, operation] of Object.entries(item)) {
    if (!pathItemFields.has(field) && !field.startsWith('x-')) {
      problems.push(`path ${path}: ${field} is not a method or path item field`);
    }
    if (!(methods as readonly string[]).includes(field)) continue;
    const at = `${field.toUpperCase()} ${path}`;
    if (!isObject(operation)) {
      problems.push(`${at} is not an object`);
      continue;
    }
    checkOperation(check.document, path, field, operation, check.schemes, problems);
    checkUniqueOperationId(check, operation, at);
  }
}

function checkPaths(check: PathsCheck): void {
  const paths = check.document.paths;
  for (const [path, item] of Object.entries(isObject(paths) ? paths : {})) {
    if (!path.startsWith('/')) check.problems.push(`path ${path} must start with /`);
    if (isObject(item)) checkPathItem(check, path, item);
    else check.problems.push(`path ${path} is not an object`);
  }
}

function checkRefsResolve(document: Json, problems: string[]): void {
  const refs: { ref: string; where: string }[] = [];
  collectRefs(document, '#', refs);
  for (const { ref, where } of refs) {
    if (resolvePointer(document, ref) === undefined) problems.push(`${where}: $ref ${ref} does not resolve`);
  }
}

export function openApiStructureProblems(document: unknown): string[] {
  if (!isObject(document)) return ['the document is not a JSON object'];
  const problems: string[] = [];
  checkVersionAndInfo(document, problems);
  const components = isObject(document.components) ? document.components : {};
  checkComponentNames(components, problems);
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  checkSecuritySchemes(schemes, problems);
  checkPaths({ document, schemes, operationIds: new Map(), problems });
  checkRefsResolve(document, problems);
  return problems;
}
