import { expect, logInThroughPage, readMail, signUp, test } from '../fixtures/accounts.ts'

/**
 * A user who forgot their password asks for a code on the shop's page, reads it in the mail the
 * server wrote (the step an emailed sign-up confirmation will take too), sets a new password and
 * logs in with it. Its own account: the worker's people keep their passwords.
 */
test('a forgotten password is reset with the emailed code, and the new one logs in', async ({
  page,
  serverURL,
}) => {
  const { api, ...account } = await signUp(serverURL, 'Olvido E2E')
  await page.goto('/demo/recuperar')
  await page.getByLabel(/Correo/i).fill(account.email)
  await page.getByRole('button', { name: 'Enviar código' }).click()
  await expect(page.getByText('te enviamos un código de 6 dígitos')).toBeVisible()

  const [mail] = await readMail(api, account.email)
  const code = mail?.body.match(/\b\d{6}\b/)?.[0]
  expect(code, mail?.body).toBeDefined()
  await page.getByLabel('Código de 6 dígitos').fill(code!)
  await page.getByLabel('Nueva contraseña').fill('otra-clave-segura-e2e')
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click()
  await expect(page.getByText('Tu contraseña se cambió. Ya puedes iniciar sesión.')).toBeVisible()

  await logInThroughPage(page, { ...account, password: 'otra-clave-segura-e2e' }, 'demo')
  await expect(page.getByText(account.email)).toBeVisible()
  await api.dispose()
})
