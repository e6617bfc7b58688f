import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSystem, defaultBaseConfig, defaultConfig, type SystemContext } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system, UNUSED_PALETTES } from './theme';

/**
 * theme.ts keeps only the Chakra recipes the app needs. A component whose recipe is missing renders
 * unstyled, which for a control means invisible (a 0 px switch, radio cards as plain text). This
 * test lists every name imported from '@chakra-ui/react' across web/src and names each component
 * whose recipe the system lacks.
 */

const srcDir = fileURLToPath(new URL('..', import.meta.url));

/** Components that render with style props alone, and non-component imports spelled in PascalCase. */
const WITHOUT_RECIPE = new Set([
  'AbsoluteCenter',
  'AspectRatio',
  'Bleed',
  'Box',
  'Center',
  'ChakraProvider',
  'CheckboxGroup', // chakra(Checkbox.Group) with inline base styles; each Checkbox has its recipe
  'Circle',
  'ClientOnly',
  'Em',
  'Flex',
  'Float',
  'For',
  'Grid',
  'GridItem',
  'Group',
  'HStack',
  'Image',
  'Portal',
  'Presence',
  'Show',
  'SimpleGrid',
  'Spacer',
  'Span',
  'Square',
  'Stack',
  'Strong',
  'Text',
  'VisuallyHidden',
  'VStack',
  'Wrap',
  'WrapItem',
]);

/**
 * Components whose recipe key is not their own name in lower camel case (Chakra's own choice: see
 * `createRecipeContext({ key })` / `useRecipe({ key })` in node_modules/@chakra-ui/react/dist).
 */
const RECIPES_BY_EXCEPTION: Record<string, readonly string[]> = {
  ButtonGroup: ['button'],
  CloseButton: ['button'],
  IconButton: ['button'],
  InputGroup: ['inputAddon'], // its startAddon / endAddon are InputAddons
  Toaster: ['toast'],
};

const chakraRecipeKeys = new Set([
  ...Object.keys(defaultConfig.theme?.recipes ?? {}),
  ...Object.keys(defaultConfig.theme?.slotRecipes ?? {}),
]);

const lowerCamel = (name: string) => name[0]?.toLowerCase() + name.slice(1);

/** The recipe keys a component needs; undefined when the test does not know the component. */
function recipesOf(component: string): readonly string[] | undefined {
  if (WITHOUT_RECIPE.has(component)) return [];
  const exception = RECIPES_BY_EXCEPTION[component];
  if (exception) return exception;
  const key = lowerCamel(component);
  return chakraRecipeKeys.has(key) ? [key] : undefined;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    // Tests (this one included) are not the app.
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The value names one import clause brings in (type-only specifiers left out), or null when the
 * clause is not a list of names.
 */
function namedValues(clause: string): string[] | null {
  const named = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!named) return null;
  return (named[1] ?? '')
    .split(',')
    .map((specifier) => specifier.trim())
    .filter((trimmed) => trimmed && !trimmed.startsWith('type '))
    .map((trimmed) => trimmed.split(/\s+as\s+/)[0] ?? trimmed);
}

/** Value imports from '@chakra-ui/react': name -> the files that import it. */
function chakraImports(files: { path: string; text: string }[]): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  for (const { path, text } of files) {
    for (const match of text.matchAll(/import\s+(type\s+)?([^;]*?)\s+from\s+['"]@chakra-ui\/react['"]/g)) {
      if (match[1]) continue;
      const clause = match[2] ?? '';
      const names = namedValues(clause);
      // `import * as Chakra` or a default import would hide which components are used.
      if (!names) imports.set(`(unlisted import: ${clause.trim()})`, [path]);
      for (const name of names ?? []) imports.set(name, [...(imports.get(name) ?? []), path]);
    }
  }
  return imports;
}

/** Each imported component whose recipe `sys` lacks, or that the test cannot classify. */
function missingRecipes(sys: SystemContext, imports: Map<string, string[]>): string[] {
  const problems: string[] = [];
  for (const [name, files] of [...imports].sort(([a], [b]) => a.localeCompare(b))) {
    // Functions, hooks and the `chakra` factory: not components.
    if (/^[a-z]/.test(name)) continue;
    const keys = recipesOf(name);
    if (!keys) {
      problems.push(
        `${name} (imported in ${files[0]}): unknown to theme.test.ts; list it as without a recipe or map it to its recipe key`,
      );
      continue;
    }
    for (const key of keys) {
      if (!sys.isRecipe(key) && !sys.isSlotRecipe(key)) {
        problems.push(`${name} (imported in ${files[0]}) has no '${key}' recipe in web/src/app/theme.ts`);
      }
    }
  }
  return problems;
}

const appImports = chakraImports(
  sourceFiles(srcDir).map((path) => ({ path: relative(srcDir, path), text: readFileSync(path, 'utf8') })),
);

describe('the Chakra theme', () => {
  it('finds the components the app imports', () => {
    // A broken parser would find nothing and pass; these are known to be used.
    for (const name of ['Button', 'Switch', 'RadioCard', 'CheckboxCard', 'Tabs', 'Box']) {
      expect(appImports.has(name), name).toBe(true);
    }
  });

  it('has the recipe of every Chakra component imported in web/src', () => {
    expect(missingRecipes(system, appImports)).toEqual([]);
  });

  it('names a component whose recipe is missing, and one it does not know', () => {
    const withoutRecipes = createSystem(defaultBaseConfig);
    const imports = chakraImports([
      {
        path: 'features/example.tsx',
        text: "import { Box, Switch, type SwitchRootProps, createToaster } from '@chakra-ui/react';\nimport { Mystery as M } from '@chakra-ui/react';",
      },
    ]);
    expect(missingRecipes(withoutRecipes, imports)).toEqual([
      'Mystery (imported in features/example.tsx): unknown to theme.test.ts; list it as without a recipe or map it to its recipe key',
      "Switch (imported in features/example.tsx) has no 'switch' recipe in web/src/app/theme.ts",
    ]);
  });

  it('leaves out only colour palettes that web/src never names, and nothing it keeps refers to them', () => {
    const palettes = new Set(system.tokens.allTokens.map((token) => token.name.split('.')[1]));
    for (const kept of ['gray', 'brand', 'gold', 'red', 'orange', 'green', 'blue'])
      expect(palettes.has(kept), kept).toBe(true);
    const named = new RegExp(`['"\`](${UNUSED_PALETTES.join('|')})(\\.[a-z0-9]+)?['"\`]`);
    const naming = sourceFiles(srcDir)
      .map((path) => relative(srcDir, path))
      // theme.ts names them to leave them out.
      .filter(
        (path) => path !== join('app', 'theme.ts') && named.test(readFileSync(join(srcDir, path), 'utf8')),
      );
    expect(naming).toEqual([]);
    for (const dropped of UNUSED_PALETTES) expect(palettes.has(dropped), dropped).toBe(false);
    // A kept token (fg.warning, say) that pointed into a dropped palette would lose its colour.
    const dangling = system.tokens.allTokens.filter((token) =>
      UNUSED_PALETTES.some((palette) => JSON.stringify(token.originalValue).includes(`${palette}.`)),
    );
    expect(dangling.map((token) => token.name)).toEqual([]);
  });

  it('maps exceptions only to recipe keys Chakra has', () => {
    const keys = Object.values(RECIPES_BY_EXCEPTION).flat();
    expect(keys.filter((key) => !chakraRecipeKeys.has(key))).toEqual([]);
  });
});
