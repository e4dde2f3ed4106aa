import { fastifyReactRouterDev } from '@mcansh/react-router-fastify/vite'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import { withoutRouterInstrumentation } from './vite-plugins/router-instrumentation'

/**
 * The browser build's chunks (decision 019): what every page runs (React, React DOM, React
 * Router, the root and the storefront layout, with everything they import) is one chunk, so its
 * parts compress together and a page fetches one file instead of a dozen. Each page's own code
 * stays in its route's chunks. The client entry keeps its own small file: it must run only when
 * React Router's inline module script has set up the page (it imports it last).
 */
function firstLoadChunk(): Plugin {
  return {
    name: 'tianguis:first-load-chunk',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'client') return
      return {
        build: {
          // No preload helper for the lazily loaded parts: what they import is the shell, already
          // loaded, and React Router preloads the route modules itself.
          modulePreload: false,
          sourcemap: process.env.SOURCEMAP === '1',
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'shell',
                    test: /\0rolldown[\\/]runtime|node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|[\\/]app[\\/]root\.tsx|[\\/]routes[\\/]storefront[\\/]layout\.tsx|[\\/]features[\\/]shop[\\/]use-shop\.ts/,
                    priority: 10,
                  },
                  {
                    // What both item pages show (the item's detail, gallery and tags): one file. How it
                    // is bought stays in each route's own chunk: the shop's add-to-cart form, the
                    // platform's list of shops (decision 052), so neither page loads the other's.
                    name: 'item-page',
                    test: /[\\/]features[\\/]items[\\/](item-detail|item-gallery|item-meta)\.tsx?$|[\\/]core[\\/]src[\\/]photo-sizes\.ts$/,
                    priority: 4,
                  },
                  {
                    // What item lists and item pages both show (the breadcrumb, an empty list, a price's lines).
                    name: 'page-parts',
                    test: /[\\/]features[\\/](sections[\\/](breadcrumb|empty-state)|items[\\/]price-lines)\.tsx$/,
                    // Before the groups that import them, which would otherwise take them in.
                    priority: 6,
                  },
                  {
                    // The search box alone, which a catalogue's page shows without the item list's
                    // cards (decision 073): its own small file, before the item list's group takes it in.
                    name: 'item-search',
                    test: /[\\/]features[\\/]items[\\/]item-search\.tsx$/,
                    priority: 5,
                  },
                  {
                    // A list of items (list, search box, cards): one file, not three. Their prices come
                    // worked out by the loaders (card-item.ts): no money code in the browser.
                    name: 'item-list',
                    test: /[\\/]features[\\/]items[\\/](item-list|item-search|item-card)\.tsx$/,
                    priority: 4,
                  },
                  {
                    // The frame of a section page (title, empty state, tags): one file, not three.
                    name: 'section',
                    test: /[\\/]features[\\/]sections[\\/](section-page|section-meta|section-titles)\.tsx?$/,
                    priority: 4,
                  },
                  {
                    // What the cart shares with other pages (money, the toast call), taken before the
                    // cart's group would take them in with its dependencies: each stays its own small file.
                    name: 'money',
                    test: /[\\/]core[\\/]src[\\/]money\.ts$/,
                    priority: 7,
                  },
                  { name: 'toast', test: /[\\/]features[\\/]toasts[\\/]toast\.ts$/, priority: 7 },
                  {
                    // The frame's icons and popover focus, shared by its islands and the signed-in menus
                    // (decision 051): a file of their own, so an island never pulls in the signed-in chunk.
                    name: 'menu-kit',
                    test: /[\\/]features[\\/]navigation[\\/](icons\.tsx|popover\.ts)$/,
                    priority: 7,
                  },
                  {
                    // The cart's content, shared by the drawer and the cart page (decision 044): what
                    // draws it and loads it, in one file loaded by neither the shell nor the item page.
                    name: 'cart',
                    test: /[\\/]features[\\/]cart[\\/](cart-content|quantity-stepper|use-cart|cart-client|local-lines|local-cart-view)\.tsx?$|[\\/]core[\\/]src[\\/]cart[\\/]stepper\.ts$/,
                    priority: 5,
                  },
                  {
                    // What the cart's controls do (core's quantity rules, the API's changes, the local
                    // cart's writers): fetched on the page's first press (decision 051).
                    name: 'cart-actions',
                    test: /[\\/]features[\\/]cart[\\/](cart-actions|cart-writes|local-cart)\.ts$|[\\/]core[\\/]src[\\/]cart[\\/](?!variants|stepper)/,
                    priority: 4,
                  },
                  {
                    // What a signed-in viewer's frame adds (the shell loads it lazily): one file, not four.
                    name: 'signed-in',
                    test: /[\\/]features[\\/]navigation[\\/](side-menu|signed-in-corner|menu-icons)\.tsx/,
                    priority: 5,
                  },
                ],
              },
            },
          },
        },
      }
    },
  }
}

/**
 * Vite wraps every dynamic import in its preload helper, which preloads the imported chunk's
 * dependencies and CSS. With `modulePreload: false` and one stylesheet for the whole app there is
 * nothing left for it to preload, so in the browser build the helper is just the import itself
 * (decision 019). Should Vite rename its helper module, this stops applying and the bundle grows
 * by the helper again; nothing breaks.
 */
function plainDynamicImports(): Plugin {
  const helper = '\0vite/preload-helper.js'
  return {
    name: 'tianguis:plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      return id === helper ? 'export const __vitePreload = (load) => load()' : null
    },
  }
}

export default defineConfig(({ command }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    firstLoadChunk(),
    plainDynamicImports(),
    withoutRouterInstrumentation(),
    // `npm run dev`: the Fastify server (API and pages) runs inside Vite's dev server with hot reload.
    ...(command === 'serve' ? [fastifyReactRouterDev({ entry: '../server/src/dev.ts' })] : []),
  ],
}))
