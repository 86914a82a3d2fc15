import { LoginPageForm } from './components/LoginPageForm'
import { guestPage } from './guest-page'

export const loginPage = guestPage('/login', () => <LoginPageForm />, { lead: 'login.intro' })
