import { fastifyReactRouterDev } from '@mcansh/react-router-fastify/vite'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig(({ command }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // `npm run dev`: the Fastify server (API and pages) runs inside Vite's dev server with hot reload.
    ...(command === 'serve' ? [fastifyReactRouterDev({ entry: '../server/src/dev.ts' })] : []),
  ],
}))
