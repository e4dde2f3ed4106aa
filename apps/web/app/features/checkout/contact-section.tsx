import { Form } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Input, SaveButton, Section } from './checkout-form-parts'
import type { PageCheckout } from './page-checkout'

/** Contact (002 §2): the email the order and its receipts go to, and an optional phone. */
export function ContactSection({
  checkout,
  incomplete,
  fieldError,
}: {
  checkout: PageCheckout
  incomplete: boolean
  fieldError: (name: string) => string | undefined
}) {
  const t = useT()
  return (
    <Section id="contact" title={t('checkout.contact.title')} incomplete={incomplete}>
      <Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="contact" />
        <Input
          name="email"
          type="email"
          autoComplete="email"
          label={t('checkout.contact.email')}
          defaultValue={checkout.contact.email}
          invalid={incomplete}
          error={fieldError('email')}
          required
        />
        <Input
          name="phone"
          type="tel"
          autoComplete="tel"
          label={t('checkout.contact.phone')}
          defaultValue={checkout.contact.phone}
          invalid={false}
          error={fieldError('phone')}
        />
        <SaveButton label={t('checkout.save')} />
      </Form>
    </Section>
  )
}
