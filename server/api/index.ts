import express, { Router } from 'express'
import type { AppDeps } from '#server/context.ts'
import { sessionLookup } from '#server/http/auth.ts'
import { apiErrorHandler, apiNotFound } from '#server/http/errors.ts'
import { refuseUnstorableBody } from '#server/http/input-guards.ts'
import { accountRouter } from './account.ts'
import { adminAccountsRouter } from './admin-accounts.ts'
import { adminApiRouter } from './admin/index.ts'
import { alertPreferencesRouter } from './alert-preferences.ts'
import { authRouter } from './auth.ts'
import { autoloadRouter } from './autoload.ts'
import { cardControlsRouter } from './card-controls.ts'
import { cardsRouter } from './cards.ts'
import { changePasswordRouter } from './change-password.ts'
import { companyUsersRouter } from './company-users.ts'
import { controlProfilesRouter } from './control-profiles.ts'
import { loadFundsRouter } from './load-funds.ts'
import { myListRouter } from './my-list.ts'
import { paymentWebhookRouter } from './payment-webhook.ts'
import { noticesRouter } from './notices.ts'
import { pickupsRouter } from './pickups.ts'
import { requestsRouter } from './requests.ts'
import { pricesRouter } from './prices.ts'
import { searchRouter } from './search.ts'
import { sendEmailRouter } from './send-email.ts'
import { statementsRouter } from './statements.ts'
import { ticketsRouter } from './tickets.ts'
import { transactionsRouter } from './transactions.ts'
import { yardBoardRouter } from './yard-board.ts'

/** Everything under /api: JSON in, JSON out, JSON errors. */
export function createApiRouter(deps: AppDeps): Router {
  const router = Router()
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store')
    next()
  })
  // The processor signs the exact bytes it sends: its webhook reads them before any parser can alter them.
  if (deps.payments.webhook)
    router.use('/salt/load-funds/webhook', paymentWebhookRouter(deps, deps.payments.webhook))
  // Staff save whole posts and product descriptions (rich text up to 200,000 characters); everyone else sends forms.
  router.use('/salt/admin', express.json({ limit: '1mb' }))
  router.use(express.json({ limit: '100kb' }), refuseUnstorableBody)
  router.use(sessionLookup(deps))
  router.use(
    '/salt',
    authRouter(deps),
    accountRouter(deps),
    adminAccountsRouter(deps),
    adminApiRouter(deps),
    sendEmailRouter(deps),
    searchRouter(deps),
    cardsRouter(deps),
    cardControlsRouter(deps),
    controlProfilesRouter(deps),
    transactionsRouter(deps),
    changePasswordRouter(deps),
    companyUsersRouter(deps),
    alertPreferencesRouter(deps),
    pickupsRouter(deps),
    loadFundsRouter(deps),
    autoloadRouter(deps),
    myListRouter(deps),
    noticesRouter(deps),
    requestsRouter(deps),
    pricesRouter(deps),
    ticketsRouter(deps),
    statementsRouter(deps),
    yardBoardRouter(deps),
  )
  router.use(apiNotFound)
  router.use(apiErrorHandler)
  return router
}
