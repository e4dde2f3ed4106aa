// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { click, mountPage, textOf } from '../../test-support/dom'
import { SideMenu } from './side-menu'

/** The side menu's 'Mis colaboraciones' (001 §2 "Side menu and footer"): 5 at a time, 'Ver más' for 5 more. */
const collaborations = Array.from({ length: 12 }, (_, i) => ({
  id: `shp_${i + 1}`,
  store_name: `Tienda ${i + 1}`,
  store_url: `/tienda-${i + 1}`,
  store_photo: null,
}))
const profile = { anonymous: false, name: 'Ana', user_level: '', images: { avatar: null } } as const

function menuWith(count: number) {
  return () => (
    <SideMenu
      profile={profile}
      base="/demo"
      links={{
        myShop: null,
        rootStore: null,
        myProducts: null,
        collaborations: collaborations.slice(0, count),
      }}
    />
  )
}

const shopsShown = (container: HTMLElement) =>
  [...container.querySelectorAll('section[aria-labelledby="colaboraciones-titulo"] a')].map(textOf)
const showMore = (container: HTMLElement) =>
  [...container.querySelectorAll('button')].find((button) => textOf(button) === 'Ver más')

afterEach(() => {
  document.body.innerHTML = ''
})

describe('SideMenu collaborations', () => {
  it("shows 'My collaborations' 5 at a time, and 'show more' adds 5 until all are shown", async () => {
    const { container } = await mountPage(menuWith(12))
    expect(textOf(container)).toContain('Mis colaboraciones')
    expect(shopsShown(container)).toEqual(['Tienda 1', 'Tienda 2', 'Tienda 3', 'Tienda 4', 'Tienda 5'])
    await click(showMore(container)!)
    expect(shopsShown(container)).toHaveLength(10)
    expect(shopsShown(container)[9]).toBe('Tienda 10')
    await click(showMore(container)!)
    expect(shopsShown(container)).toHaveLength(12)
    expect(container.querySelector('a[href="/tienda-12"]')).not.toBeNull()
    expect(showMore(container)).toBeUndefined()
  })

  it("offers no 'show more' for 5 or fewer, and no section without collaborations", async () => {
    const five = await mountPage(menuWith(5))
    expect(shopsShown(five.container)).toHaveLength(5)
    expect(showMore(five.container)).toBeUndefined()
    five.unmount()
    const none = await mountPage(menuWith(0))
    expect(textOf(none.container)).not.toContain('Mis colaboraciones')
  })
})
