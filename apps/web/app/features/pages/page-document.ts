/**
 * A page of running text (terms, privacy notice, help): a title, an introduction and headed
 * sections. The texts live in `*.texts.*.ts` files per locale with `{placeholders}`; a loader fills
 * them on the server and sends the page only the finished text (none of it reaches the bundle).
 */
export interface DocumentSection {
  heading: string
  paragraphs: string[]
}

export interface PageDocument {
  title: string
  intro: string[]
  sections: DocumentSection[]
}

/**
 * A section that only makes sense inside a shop (who sells, who the shop shares data with) or only
 * on the platform's own pages (what the platform is): the other one leaves it out.
 */
export interface TemplateSection extends DocumentSection {
  only?: 'shop' | 'platform'
}

export interface DocumentTemplate {
  title: string
  intro: string[]
  sections: TemplateSection[]
}

/** Every `{name}` in a text, for the tests that keep the locales in step. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)
}

function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/** The template for a shop's page or the platform's (`inShop`), with every placeholder filled. */
export function fillDocument(
  template: DocumentTemplate,
  values: Readonly<Record<string, string>>,
  inShop: boolean,
): PageDocument {
  return {
    title: fill(template.title, values),
    intro: template.intro.map((text) => fill(text, values)),
    sections: template.sections
      .filter((section) => section.only === undefined || section.only === (inShop ? 'shop' : 'platform'))
      .map((section) => ({
        heading: fill(section.heading, values),
        paragraphs: section.paragraphs.map((text) => fill(text, values)),
      })),
  }
}
