import { expect, logInThroughPage, mailedCode, test } from '../fixtures/accounts.ts'

test('a shop owner logs in from the shop and sees the profile', async ({ page, owner }) => {
  // Through the page, not the stored session: logging out at the end ends only this one.
  await logInThroughPage(page, owner, 'demo')
  await expect(page.getByText(owner.name).first()).toBeVisible()
  await expect(page.getByText(owner.email)).toBeVisible()
  await expect(page.getByText(owner.shop.name).first()).toBeVisible()

  // The session survives a reload, then logging out returns the visitor view.
  await page.reload()
  await expect(page.getByText(owner.email)).toBeVisible()
  // Logging out is in the account side menu, opened from the profile button.
  await page.getByRole('button', { name: `Menú de ${owner.name}` }).click()
  await page.getByRole('button', { name: 'Cerrar sesión' }).click()
  await expect(page.getByRole('link', { name: 'Iniciar sesión', includeHidden: true })).toBeAttached()
})

test('a wrong password shows the error and stays on the login page', async ({ page, customer }) => {
  await page.goto('/demo/login')
  await page.getByLabel(/Correo/i).fill(customer.email)
  await page.getByLabel(/Contraseña/i).fill('wrong-password')
  await page.getByRole('button', { name: /Iniciar sesión|Entrar/ }).click()
  await expect(page.getByRole('alert')).toContainText('Correo o contraseña incorrectos.')
  await expect(page).toHaveURL(/\/demo\/login/)
})

test('a new customer signs up, is asked for the emailed code, and can log in meanwhile', async ({ page }) => {
  const email = `nuevo-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`
  await page.goto('/demo/signup')
  await page.getByLabel(/Nombre/i).fill('Nuevo Cliente')
  await page.getByLabel(/Correo/i).fill(email)
  await page.getByLabel(/Contraseña/i).fill('una-clave-segura')
  await page.getByRole('button', { name: /Crear cuenta|Registrarse/ }).click()
  // Sign-up starts no session: the code mailed to the address confirms it and logs in (decision 031).
  await expect(page.getByRole('heading', { name: 'Confirma tu correo' })).toBeVisible()
  await page.getByLabel(/Código de 6 dígitos/).fill(await mailedCode(page.request, email))
  await page.getByRole('button', { name: /Confirmar/ }).click()
  await expect(page).toHaveURL(/\/demo\/perfil$/)
  await expect(page.getByText(email)).toBeVisible()
})

test('the profile page sends visitors to log in', async ({ page }) => {
  await page.goto('/demo/perfil')
  await expect(page).toHaveURL(/\/demo\/login\?next=/)
})
