/**
 * How the browser build groups the app's own code (and the smaller libraries it uses) into chunks,
 * so a signed-in screen's fresh load asks for a handful of files instead of a queue of small ones
 * (issue 26, item 8), while the landing still loads no React. By what statically imports a module:
 * - `page-start`: what the entry (main.tsx) imports, and what the landing's own script shares with
 *   the app. Every page loads it.
 * - `landing-script`: what only the landing's script (start-page-script.ts) uses, fetched once the
 *   entry has run, so a tap made on the pre-rendered landing meanwhile is held and replayed.
 * - `app-shell`: the app's start (start-app, the router, the providers) and the theme; every screen
 *   the app draws needs all of it.
 * - a screen's chunk (`chat-screen`, `therapist-dashboard`, `portal-screen`): what only that screen
 *   needs;
 * - what such a screen shares with other lazy pages (the guest chat, the portal, the forms): with
 *   the app's shell when it is light (the app's own code on React and Chakra), else one
 *   `<screens>-shared` chunk per set of screens (Markdown, zod) rather than a file per module.
 * - `route-contracts`: every route's response schemas that no screen draws with, loaded with the
 *   first answer the app checks (lib/api-contract.ts), never before a portal's first paint.
 * The other lazy pages are left to Rolldown's own chunking; React and Chakra have their own groups,
 * Chakra's in two (`ui-kit`, and `ui-kit-screens` for what only the other screens use).
 */

/** What Rolldown tells a chunking function about a module (the part used here). */
interface ModuleGraphInfo {
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

export interface ModuleGraph {
  getModuleInfo(moduleId: string): ModuleGraphInfo | null;
}

/** The modules that start each part of the app, by the end of their path. */
export const chunkRoots = {
  entry: '/web/src/main.tsx',
  landingScript: '/web/src/app/start-page-script.ts',
  appShell: ['/web/src/app/start-app.tsx', '/web/src/app/theme.ts'],
  // Every route's response schemas, loaded with the first answer the app checks (api-contract.ts):
  // one file rather than one per schema module.
  routeContracts: '/web/src/lib/route-contract-check.ts',
  // Each screen's chunk also holds what the app hands into it from other features
  // (app/feature-extensions.tsx) and the screen draws at once: one file, not one more per piece.
  screens: {
    'chat-screen': ['/web/src/features/chat/components/chat-screen.tsx'],
    'therapist-dashboard': [
      '/web/src/features/therapist-dashboard/components/therapist-dashboard-page.tsx',
      // The Clients tab's toolbar and each client's tools.
      '/web/src/features/reflection-prompts/components/prompt-completion-button.tsx',
      '/web/src/features/reflection-prompts/components/client-prompts-button.tsx',
      '/web/src/features/pre-session-summary/components/weekly-digest-button.tsx',
      '/web/src/features/pre-session-summary/components/shared-summaries-button.tsx',
    ],
    // A practice's portal, which a client opens on its own host with nothing else of the app: one
    // file rather than a queue of small ones before its first paint (issue 24).
    'portal-screen': ['/web/src/features/portal/components/portal-route.tsx'],
  },
} as const;

type ScreenName = keyof typeof chunkRoots.screens;

interface GraphParts {
  all: Set<string>;
  /** What the entry (main.tsx) imports statically. */
  entry: Set<string>;
  /** What the landing's own script needs besides. */
  landingScript: Set<string>;
  /** What only the landing's script uses: its own chunk, `landing-script`. */
  landingOnly: Set<string>;
  appShell: Set<string>;
  /** What checking an answer by its route's contract needs (`route-contracts`), screens' own parts aside. */
  routeContracts: Set<string>;
  screens: Map<ScreenName, Set<string>>;
  /** Modules that some lazily imported module other than the app's start and the screens needs. */
  otherLazyPages: Set<string>;
}

const normalise = (id: string) => id.replaceAll('\\', '/');

/** Every module reachable from `roots` by static imports, stopping at `stopAt`. */
function staticClosure(graph: ModuleGraph, roots: Iterable<string>, stopAt = new Set<string>()): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots].filter((id) => !stopAt.has(id));
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? [])
      if (!seen.has(imported) && !stopAt.has(imported)) queue.push(imported);
  }
  return seen;
}

/**
 * Every module of the build (whatever the link, from any module of it) and the modules some module
 * imports dynamically.
 */
function walkGraph(graph: ModuleGraph, from: string) {
  const all = new Set<string>();
  const lazy = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (all.has(id)) continue;
    all.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    for (const dynamic of info.dynamicallyImportedIds) lazy.add(dynamic);
    queue.push(
      ...info.importedIds,
      ...info.dynamicallyImportedIds,
      ...info.importers,
      ...info.dynamicImporters,
    );
  }
  return { all, lazy };
}

function findRoot(ids: Iterable<string>, suffix: string): string | undefined {
  for (const id of ids) if (normalise(id).endsWith(suffix)) return id;
  return undefined;
}

/**
 * The parts of the browser build. Another build (the pre-rendering SSR one, without main.tsx) has
 * none, so nothing of it is grouped.
 */
export function graphParts(graph: ModuleGraph, anyModuleId: string): GraphParts {
  const { all, lazy } = walkGraph(graph, anyModuleId);
  const entryRoot = findRoot(all, chunkRoots.entry);
  const none = new Set<string>();
  if (!entryRoot)
    return {
      all,
      entry: none,
      landingScript: none,
      landingOnly: none,
      appShell: none,
      routeContracts: none,
      screens: new Map(),
      otherLazyPages: none,
    };
  const rootsOf = (suffixes: readonly string[]) => suffixes.flatMap((suffix) => findRoot(all, suffix) ?? []);
  const entry = staticClosure(graph, [entryRoot]);
  const landingScript = staticClosure(graph, rootsOf([chunkRoots.landingScript]), entry);
  const landing = new Set([...entry, ...landingScript]);
  const appShellRoots = rootsOf(chunkRoots.appShell);
  const appShell = staticClosure(graph, appShellRoots, landing);
  const screens = new Map<ScreenName, Set<string>>();
  const screenRoots: string[] = [];
  for (const [name, suffixes] of Object.entries(chunkRoots.screens) as [ScreenName, readonly string[]][]) {
    const roots = rootsOf(suffixes);
    if (roots.length === 0) continue;
    screenRoots.push(...roots);
    screens.set(name, staticClosure(graph, roots, new Set([...landing, ...appShell])));
  }
  const routeContracts = staticClosure(
    graph,
    rootsOf([chunkRoots.routeContracts]),
    new Set([...landing, ...appShell]),
  );
  const known = new Set([
    entryRoot,
    ...rootsOf([chunkRoots.landingScript]),
    ...appShellRoots,
    ...screenRoots,
  ]);
  const otherLazyPages = staticClosure(
    graph,
    [...lazy].filter((id) => !known.has(id)),
    new Set([...landing, ...appShell]),
  );
  // What only the landing's script uses comes in its own chunk, fetched after the entry has run:
  // the entry then holds a tap made while it arrives (early-interactions.ts). What the app uses too
  // stays with the entry's chunk.
  const usedByTheApp = staticClosure(
    graph,
    [...appShellRoots, ...screenRoots, ...[...lazy].filter((id) => !known.has(id))],
    entry,
  );
  const landingOnly = new Set([...landingScript].filter((id) => !usedByTheApp.has(id)));
  return { all, entry, landingScript, landingOnly, appShell, routeContracts, screens, otherLazyPages };
}

/** Libraries grouped on their own, before the app's groups. */
export const vendorChunks = {
  // Changes least often: cached across deploys.
  'react-vendor': /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
  // Chakra and what it is built on, the icons and SWR: one chunk rather than some fifty small ones.
  // The landing loads none of it (it runs without React).
  'ui-kit':
    /[\\/]node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@floating-ui|@internationalized|@pandacss|@emotion|proxy-compare|lucide-react|swr)[\\/]/,
} as const;

const inVendorChunk = (moduleId: string) => Object.values(vendorChunks).some((test) => test.test(moduleId));

/**
 * The parts of Chakra (and of the libraries under it) that only the signed-in screens and the forms
 * draw with: menus, tooltips, tabs, choice cards, checkboxes, tables and what positions them. A
 * practice's portal and the app's start use none of them (dialogs they do: those stay).
 */
const screensOnlyUi =
  /[\\/]node_modules[\\/](@floating-ui[\\/]|@zag-js[\\/](menu|tooltip|tabs|radio-group|checkbox|accordion|popper|progress|rect-utils)[\\/]|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/](menu|tooltip|tabs|radio-group|checkbox|accordion|progress|popover)[\\/]|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](menu|tooltip|tabs|radio-group|radio-card|checkbox|checkbox-card|accordion|progress|native-select|stat|data-list|table)[\\/])/;

/**
 * The `ui-kit` group's name function: what only the signed-in screens and the forms use of Chakra
 * is `ui-kit-screens`, so a client opening a practice's portal downloads and reads no more of it
 * than the portal needs (issue 24); the rest, the app's start and the portal, stays `ui-kit`.
 */
export function uiKitChunkOf(moduleId: string): 'ui-kit' | 'ui-kit-screens' {
  return screensOnlyUi.test(moduleId) ? 'ui-kit-screens' : 'ui-kit';
}

/**
 * A Rolldown `codeSplitting` group name function: the chunk a module belongs to, or null to leave
 * it to Rolldown. The graph is read once per chunking pass.
 */
export function appChunkNamer(): (moduleId: string, graph: ModuleGraph) => string | null {
  // Worked out once per build: kept while the modules asked about belong to the same graph.
  let parts: GraphParts | undefined;
  const usesALibrary = new Map<string, boolean>();
  return (moduleId, graph) => {
    if (inVendorChunk(moduleId) || moduleId.startsWith('\0')) return null;
    if (!parts?.all.has(moduleId)) {
      parts = graphParts(graph, moduleId);
      usesALibrary.clear();
    }
    const fixed = fixedChunkOf(parts, moduleId);
    if (fixed !== undefined) return fixed;
    const cachedImportsALibrary = (id: string) => {
      if (!usesALibrary.has(id)) usesALibrary.set(id, importsALibrary(graph, id));
      return usesALibrary.get(id) as boolean;
    };
    return screenChunkOf(parts, moduleId, cachedImportsALibrary);
  };
}

/**
 * The chunk of a module of the entry, the landing's script or the app's shell; undefined for a
 * module in none of them.
 */
function fixedChunkOf(parts: GraphParts, moduleId: string): string | null | undefined {
  // The entry module itself stays the entry's chunk.
  if (parts.entry.has(moduleId)) return normalise(moduleId).endsWith(chunkRoots.entry) ? null : 'page-start';
  if (parts.landingOnly.has(moduleId)) return 'landing-script';
  if (parts.landingScript.has(moduleId)) return 'page-start';
  if (parts.appShell.has(moduleId)) return 'app-shell';
  return undefined;
}

/** The chunk of a module that screens use: its screen's own, the app's shell, or one shared by them. */
function screenChunkOf(
  parts: GraphParts,
  moduleId: string,
  importsALibraryOf: (moduleId: string) => boolean,
): string | null {
  const screens = [...parts.screens].filter(([, modules]) => modules.has(moduleId)).map(([name]) => name);
  // A route's schema (or what it is built from): with every other route's contracts, which a screen
  // that checks its answers loads anyway; but the portal's own apart, so the portal checks its
  // practice before its first paint without building every route's schemas, and a member's chat
  // loads none of the portal's code for them.
  // (A light one, on no library, stays where the rules below put it: with the app's shell, which the
  // contracts' chunks import, and never the reverse.)
  const isLibrary = /[\\/]node_modules[\\/]/.test(moduleId);
  if (parts.routeContracts.has(moduleId) && !isLibrary && importsALibraryOf(moduleId))
    return screens.includes('portal-screen') ? 'portal-screen-contracts' : 'route-contracts';
  if (screens.length === 0)
    return parts.routeContracts.has(moduleId) && !isLibrary ? 'route-contracts' : null;
  // Needed by one screen only: its own chunk.
  if (screens.length === 1 && !parts.otherLazyPages.has(moduleId)) return screens[0] as string;
  // Shared and light (the app's own code on React and Chakra only: the crisis lines, a password
  // field): with the app's shell, so a page that needs one of them (the safety page, the sign-in
  // form) does not fetch a screen's libraries for it.
  if (!importsALibraryOf(moduleId)) return 'app-shell';
  // Shared and heavy (Markdown, zod): one chunk per set of screens sharing it.
  return `${screens.join('-and-')}-shared`;
}

/**
 * Whether the module is, or statically imports, a library other than React's and Chakra's (which
 * have their own chunks, with everything they import).
 */
function importsALibrary(graph: ModuleGraph, moduleId: string): boolean {
  const seen = new Set<string>();
  const queue = [moduleId];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id) || inVendorChunk(id)) continue;
    seen.add(id);
    if (/[\\/]node_modules[\\/]/.test(id)) return true;
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return false;
}
