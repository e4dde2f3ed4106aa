import type { Profile } from '@tianguis/core/contracts/identity'
import { Form, Link, useNavigation } from 'react-router'
import type { MessageKey } from '../../i18n/es-MX'
import { useT } from '../../i18n/use-t'
import { managesItems, myProductsHref } from '../../lib/supplier-links'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'
import type { FormFailure } from './form-result'

const LEVEL_KEYS: Record<Profile['user_level'], MessageKey> = {
  '': 'profile.level.unknown',
  ul0: 'profile.level.ul0',
  ul1: 'profile.level.ul1',
  ul2: 'profile.level.ul2',
  ul3: 'profile.level.ul3',
}

const ROLE_KEYS: Record<Profile['shops'][number]['role'], MessageKey> = {
  owner: 'profile.role.owner',
  admin: 'profile.role.admin',
  accountant: 'profile.role.accountant',
  dispatcher: 'profile.role.dispatcher',
  qrreader: 'profile.role.qrreader',
}

/** The logged-in user's profile: their details, their shops with the role held, and a name form. */
export function ProfilePage({
  profile,
  base,
  saved,
  failure,
  titleAs: Title,
}: {
  profile: Profile
  base: string
  saved: boolean
  failure: FormFailure | null
  titleAs: 'h1' | 'h2'
}) {
  const t = useT()
  const busy = useNavigation().state === 'submitting'
  const Sub = Title === 'h1' ? 'h2' : 'h3'
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <Title className="font-bold text-2xl text-gray-900">{t('profile.title')}</Title>

      <section aria-labelledby="profile-details" className="rounded-lg border border-gray-200 bg-white p-6">
        <Sub id="profile-details" className="mb-4 font-semibold text-gray-900 text-lg">
          {t('profile.details')}
        </Sub>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-gray-700">{t('profile.name')}</dt>
          <dd className="text-gray-900">{profile.name}</dd>
          <dt className="font-medium text-gray-700">{t('profile.email')}</dt>
          <dd className="break-all text-gray-900">{profile.email ?? '—'}</dd>
          <dt className="font-medium text-gray-700">{t('profile.userLevel')}</dt>
          <dd className="text-gray-900">{t(LEVEL_KEYS[profile.user_level])}</dd>
        </dl>
      </section>

      <section aria-labelledby="profile-shops" className="rounded-lg border border-gray-200 bg-white p-6">
        <Sub id="profile-shops" className="mb-4 font-semibold text-gray-900 text-lg">
          {t('profile.shops')}
        </Sub>
        {profile.shops.length === 0 ? (
          <p className="text-gray-700">{t('profile.shopsEmpty')}</p>
        ) : (
          <ul className="divide-y divide-gray-200">
            {profile.shops.map((shop) => (
              <li key={shop.slug} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link to={`/${shop.slug}`} className="font-medium underline underline-offset-2">
                  {shop.name}
                </Link>
                <span className="text-gray-700 text-sm">
                  <span className="sr-only">{t('profile.role')}: </span>
                  {t(ROLE_KEYS[shop.role])}
                </span>
              </li>
            ))}
          </ul>
        )}
        {managesItems(profile) ? (
          <p className="mt-4">
            <Link to={myProductsHref(base)} className="font-medium underline underline-offset-2">
              {t('supplier.profile.manage')}
            </Link>
          </p>
        ) : null}
      </section>

      <section aria-labelledby="profile-edit" className="rounded-lg border border-gray-200 bg-white p-6">
        <Sub id="profile-edit" className="mb-4 font-semibold text-gray-900 text-lg">
          {t('profile.edit')}
        </Sub>
        <div className="flex flex-col gap-4">
          {saved ? <Alert tone="success">{t('profile.saved')}</Alert> : null}
          {failure ? <Alert tone="error">{failure.error.message || t('form.errorSummary')}</Alert> : null}
          <Form
            method="post"
            action={`${base}/perfil`}
            className="flex flex-col gap-4 sm:flex-row sm:items-end"
          >
            <input type="hidden" name="intent" value="update-name" />
            <div className="flex-1">
              <TextField
                name="name"
                label={t('profile.name')}
                autoComplete="name"
                required
                defaultValue={failure?.values.name ?? profile.name}
                error={failure?.error.fields.name}
              />
            </div>
            <Button disabled={busy}>{t('profile.save')}</Button>
          </Form>
        </div>
      </section>
    </div>
  )
}
