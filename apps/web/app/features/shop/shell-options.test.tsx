// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { DEFAULT_HEADER_COLOUR } from '@tianguis/core/constants'
import { ANONYMOUS_PROFILE } from '@tianguis/core/contracts/identity'
import { afterEach, describe, expect, it } from 'vitest'
import { mountPage } from '../../test-support/dom'
import { apiShop } from '../../test-support/shop'
import { HeaderBlock } from '../home/header-block'
import { pageShop } from './page-shop'
import { ShopShell } from './shop-shell'

/** What the shell shows by the shop's settings: the dark-mode switch (001 §6) and the header colour (000 §9). */
function shellOf(fields: Parameters<typeof apiShop>[0]) {
  const shop = pageShop(apiShop(fields), '/demo')
  return () => (
    <ShopShell shop={shop} profile={ANONYMOUS_PROFILE} base="/demo">
      <p>contenido</p>
    </ShopShell>
  )
}

const themeSwitch = (container: HTMLElement) => container.querySelector('form[action="/preferencias/tema"]')

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the dark-mode switch (001 §6)', () => {
  it('shows the dark-mode toggle when the shop allows dark mode', async () => {
    const { container } = await mountPage(shellOf({ darkmode: true, hidden_darkmode: false }))
    const form = themeSwitch(container)
    expect(form).not.toBeNull()
    expect(form!.querySelector('button[value="dark"]')?.textContent).toContain('Cambiar a modo oscuro')
    expect(form!.querySelector('button[value="light"]')).not.toBeNull()
  })

  it('shows no dark-mode toggle when the shop does not allow it or hides it', async () => {
    const off = await mountPage(shellOf({ darkmode: false, hidden_darkmode: false }))
    expect(off.container.querySelector('header')).not.toBeNull()
    expect(themeSwitch(off.container)).toBeNull()
    off.unmount()
    const hidden = await mountPage(shellOf({ darkmode: true, hidden_darkmode: true }))
    expect(themeSwitch(hidden.container)).toBeNull()
  })
})

describe('the default header colour (000 §9)', () => {
  const css = readFileSync(path.join(import.meta.dirname, '../../app.css'), 'utf8')
  const rootBlock = css.match(/:root\s*\{([^}]*)\}/)![1]!
  const normalised = (colour: string) => colour.replace(/\s+/g, '')

  it('is RGB(245,248,250) in the light stylesheet', () => {
    const header = rootBlock.match(/--shell-header:\s*([^;]+);/)![1]!
    expect(normalised(header)).toBe('rgb(245,248,250)')
    expect(normalised(header)).toBe(normalised(DEFAULT_HEADER_COLOUR))
  })

  it('paints the theme 3 navbar and the header block with the header colour', async () => {
    const shell = await mountPage(shellOf({ theme: 3 }))
    expect(shell.container.querySelector('header')!.className).toContain('bg-[var(--shell-header)]')
    shell.unmount()
    const header = {
      title: 'Bienvenidos',
      subtitle: null,
      description: null,
      action_type: 'none',
      url: null,
      product: null,
      product_supplier: null,
      button_label: null,
      target: 'all',
    } as const
    const block = await mountPage(() => <HeaderBlock header={header} base="/demo" />)
    expect(block.container.querySelector('section')!.className).toContain('bg-[var(--shell-header)]')
  })
})
