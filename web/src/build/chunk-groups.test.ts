import { describe, expect, it } from 'vitest';
import { appChunkNamer, type ModuleGraph, uiKitChunkOf } from './chunk-groups';

const src = (file: string) => `/repo/web/src/${file}`;
const lib = (name: string) => `/repo/node_modules/${name}/index.js`;

/** A small app shaped like the real one: module -> [static imports, dynamic imports]. */
const app: Record<string, [string[], string[]]> = {
  [src('main.tsx')]: [
    [src('app/paths.ts'), src('lib/session-hint.ts')],
    [
      src('app/start-page-script.ts'),
      src('app/theme.ts'),
      src('app/start-app.tsx'),
      src('features/chat/components/chat-screen.tsx'),
      src('features/therapist-dashboard/components/therapist-dashboard-page.tsx'),
      src('features/portal/components/portal-route.tsx'),
    ],
  ],
  [src('features/portal/components/portal-route.tsx')]: [['/repo/shared/api/schemas/portal.ts'], []],
  [src('app/paths.ts')]: [[], []],
  [src('lib/session-hint.ts')]: [[], []],
  [src('app/start-page-script.ts')]: [
    [src('features/landing/run-landing-page.ts'), src('lib/api-request.ts')],
    [],
  ],
  [src('features/landing/run-landing-page.ts')]: [[], []],
  [src('lib/api-request.ts')]: [[], []],
  [src('app/theme.ts')]: [[lib('@chakra-ui/react')], []],
  [src('app/start-app.tsx')]: [
    [src('app/router.tsx'), lib('react-dom'), src('lib/api-request.ts')],
    [src('features/chat/components/guest-chat-screen.tsx'), src('features/auth/login-page.tsx')],
  ],
  [src('features/auth/login-page.tsx')]: [[src('components/password-input.tsx')], []],
  [src('components/password-input.tsx')]: [[lib('@chakra-ui/react'), lib('lucide-react')], []],
  [lib('lucide-react')]: [[], []],
  [src('app/router.tsx')]: [
    [
      src('app/paths.ts'),
      src('app/feature-extensions.tsx'),
      lib('@chakra-ui/react'),
      src('lib/api-contract.ts'),
    ],
    [],
  ],
  // Every route's schemas come with the first answer the app checks.
  [src('lib/api-contract.ts')]: [[], [src('lib/route-contract-check.ts')]],
  [src('lib/route-contract-check.ts')]: [['/repo/shared/api/route-contracts.ts', lib('zod')], []],
  '/repo/shared/api/route-contracts.ts': [
    [
      '/repo/shared/api/schemas/auth.ts',
      '/repo/shared/api/schemas/chat.ts',
      '/repo/shared/api/schemas/portal.ts',
    ],
    [],
  ],
  '/repo/shared/api/schemas/portal.ts': [[lib('zod'), '/repo/shared/api/schemas/chat.ts'], []],
  '/repo/shared/api/schemas/auth.ts': [[lib('zod')], []],
  '/repo/shared/api/schemas/chat.ts': [[lib('zod')], []],
  // What the app hands into the dashboard and the portal from other features, each a lazy import.
  [src('app/feature-extensions.tsx')]: [
    [],
    [
      src('features/pre-session-summary/components/weekly-digest-button.tsx'),
      src('features/pre-session-summary/components/portal-summary-card.tsx'),
    ],
  ],
  [src('features/pre-session-summary/components/weekly-digest-button.tsx')]: [
    [
      src('features/pre-session-summary/components/digest-settings.tsx'),
      src('features/pre-session-summary/api/summary-api.ts'),
    ],
    [],
  ],
  [src('features/pre-session-summary/components/digest-settings.tsx')]: [[], []],
  [src('features/pre-session-summary/components/portal-summary-card.tsx')]: [
    [src('features/pre-session-summary/api/summary-api.ts')],
    [],
  ],
  [src('features/pre-session-summary/api/summary-api.ts')]: [[], []],
  [lib('@chakra-ui/react')]: [[], []],
  [lib('react-dom')]: [[], []],
  [src('features/chat/components/chat-screen.tsx')]: [
    [
      src('features/chat/components/chat-header.tsx'),
      src('components/markdown/guide-markdown.tsx'),
      src('components/password-input.tsx'),
      '/repo/shared/api/schemas/chat.ts',
      lib('zod'),
    ],
    [],
  ],
  [src('features/chat/components/chat-header.tsx')]: [[src('app/paths.ts')], []],
  [src('components/markdown/guide-markdown.tsx')]: [[lib('react-markdown')], []],
  [lib('react-markdown')]: [[], []],
  [lib('zod')]: [[], []],
  [src('features/therapist-dashboard/components/therapist-dashboard-page.tsx')]: [
    [src('features/therapist-dashboard/components/clients-tab.tsx'), lib('zod')],
    [],
  ],
  [src('features/therapist-dashboard/components/clients-tab.tsx')]: [[], []],
  [src('features/chat/components/guest-chat-screen.tsx')]: [
    [src('components/markdown/guide-markdown.tsx'), src('features/chat/components/guest-panels.tsx')],
    [],
  ],
  [src('features/chat/components/guest-panels.tsx')]: [[], []],
};

function graphOf(modules: Record<string, [string[], string[]]>): ModuleGraph {
  const importersOf = (id: string, which: 0 | 1) =>
    Object.entries(modules)
      .filter(([, imports]) => imports[which].includes(id))
      .map(([importer]) => importer);
  return {
    getModuleInfo: (id) => {
      const imports = modules[id];
      if (!imports) return null;
      return {
        importedIds: imports[0],
        dynamicallyImportedIds: imports[1],
        importers: importersOf(id, 0),
        dynamicImporters: importersOf(id, 1),
      };
    },
  };
}

function chunksOf(modules: Record<string, [string[], string[]]>): Record<string, string | null> {
  const name = appChunkNamer();
  const graph = graphOf(modules);
  return Object.fromEntries(Object.keys(modules).map((id) => [id.replace('/repo/', ''), name(id, graph)]));
}

describe('the chunks of the browser build', () => {
  const chunks = chunksOf(app);

  it('keep the entry module in the entry’s chunk, what it imports in page-start, and what only the landing’s script uses apart', () => {
    expect(chunks['web/src/main.tsx']).toBeNull();
    expect(chunks['web/src/app/paths.ts']).toBe('page-start');
    // Fetched once the entry has run, so the entry holds a tap made while it arrives.
    expect(chunks['web/src/app/start-page-script.ts']).toBe('landing-script');
    expect(chunks['web/src/features/landing/run-landing-page.ts']).toBe('landing-script');
    // Also used by the app: it stays with the entry's chunk, and the landing's script imports it from there.
    expect(chunks['web/src/lib/api-request.ts']).toBe('page-start');
  });

  it('put the app’s start and the theme together, and leave React and Chakra to their own groups', () => {
    expect(chunks['web/src/app/start-app.tsx']).toBe('app-shell');
    expect(chunks['web/src/app/router.tsx']).toBe('app-shell');
    expect(chunks['web/src/app/theme.ts']).toBe('app-shell');
    expect(chunks['node_modules/@chakra-ui/react/index.js']).toBeNull();
    expect(chunks['node_modules/react-dom/index.js']).toBeNull();
  });

  it('give each signed-in screen what only it needs, and one chunk for the libraries it shares', () => {
    expect(chunks['web/src/features/chat/components/chat-screen.tsx']).toBe('chat-screen');
    expect(chunks['web/src/features/chat/components/chat-header.tsx']).toBe('chat-screen');
    // The guest chat (another lazy page) renders Markdown too: it loads the shared chunk, not the screen.
    expect(chunks['web/src/components/markdown/guide-markdown.tsx']).toBe('chat-screen-shared');
    expect(chunks['node_modules/react-markdown/index.js']).toBe('chat-screen-shared');
    expect(chunks['node_modules/zod/index.js']).toBe(
      'chat-screen-and-therapist-dashboard-and-portal-screen-shared',
    );
    expect(chunks['web/src/features/therapist-dashboard/components/therapist-dashboard-page.tsx']).toBe(
      'therapist-dashboard',
    );
    expect(chunks['web/src/features/therapist-dashboard/components/clients-tab.tsx']).toBe(
      'therapist-dashboard',
    );
  });

  it('put what the app hands into the dashboard and it draws at once in the dashboard’s chunk, not a file per piece', () => {
    // The weekly digest's button sits in the Clients tab's toolbar: a fresh dashboard asks for no more files for it.
    expect(chunks['web/src/features/pre-session-summary/components/weekly-digest-button.tsx']).toBe(
      'therapist-dashboard',
    );
    expect(chunks['web/src/features/pre-session-summary/components/digest-settings.tsx']).toBe(
      'therapist-dashboard',
    );
    // Shared with the portal's card (another lazy page) and light: with the app's shell.
    expect(chunks['web/src/features/pre-session-summary/api/summary-api.ts']).toBe('app-shell');
    expect(chunks['web/src/features/pre-session-summary/components/portal-summary-card.tsx']).toBeNull();
  });

  it('put what a screen shares that needs no library of its own with the app’s shell', () => {
    // The sign-in form needs the password field, not the chat's Markdown.
    expect(chunks['web/src/components/password-input.tsx']).toBe('app-shell');
    expect(chunks['node_modules/lucide-react/index.js']).toBeNull();
  });

  it('leave the other lazy pages to Rolldown', () => {
    expect(chunks['web/src/features/chat/components/guest-chat-screen.tsx']).toBeNull();
    expect(chunks['web/src/features/chat/components/guest-panels.tsx']).toBeNull();
    expect(chunks['web/src/features/auth/login-page.tsx']).toBeNull();
  });

  it('put every route’s schemas in one chunk, loaded with the first answer checked, but the portal’s own apart', () => {
    expect(chunks['web/src/lib/api-contract.ts']).toBe('app-shell');
    expect(chunks['web/src/lib/route-contract-check.ts']).toBe('route-contracts');
    expect(chunks['shared/api/route-contracts.ts']).toBe('route-contracts');
    expect(chunks['shared/api/schemas/auth.ts']).toBe('route-contracts');
    // The chat checks its answers with all of them anyway: no file of its own for its schema.
    expect(chunks['shared/api/schemas/chat.ts']).toBe('portal-screen-contracts');
    // The portal checks its practice with its own before its first paint, without the others.
    expect(chunks['shared/api/schemas/portal.ts']).toBe('portal-screen-contracts');
    expect(chunks['web/src/features/portal/components/portal-route.tsx']).toBe('portal-screen');
  });

  it('put the parts of Chakra only the signed-in screens use (menus, tabs, tooltips, choice cards) apart from what a portal draws with', () => {
    const chakra = (file: string) => `/repo/node_modules/@chakra-ui/react/dist/esm/${file}`;
    for (const screensOnly of [
      chakra('components/menu/menu.js'),
      chakra('components/tabs/tabs.js'),
      chakra('components/radio-card/radio-card.js'),
      '/repo/node_modules/@zag-js/menu/dist/menu.machine.mjs',
      '/repo/node_modules/@ark-ui/react/dist/components/tooltip/tooltip-root.js',
      '/repo/node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs',
    ])
      expect(uiKitChunkOf(screensOnly), screensOnly).toBe('ui-kit-screens');
    for (const atStart of [
      chakra('components/button/button.js'),
      chakra('components/dialog/dialog.js'),
      chakra('components/switch/switch.js'),
      chakra('theme/recipes/menu.js'),
      chakra('styled-system/system.js'),
      '/repo/node_modules/@zag-js/dialog/dist/dialog.machine.mjs',
      '/repo/node_modules/@zag-js/toast/dist/toast.machine.mjs',
      '/repo/node_modules/swr/dist/index.mjs',
    ])
      expect(uiKitChunkOf(atStart), atStart).toBe('ui-kit');
  });

  it('group nothing in a build without the browser entry (the pre-rendering one)', () => {
    const ssr = Object.fromEntries(Object.entries(app).filter(([id]) => !id.endsWith('/main.tsx')));
    expect(new Set(Object.values(chunksOf(ssr)))).toEqual(new Set([null]));
  });
});
