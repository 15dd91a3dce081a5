/**
 * An admin activates or deactivates a customer account: active (1) or deactivated (0). The shown value changes
 * only once the server answered success, and asking for the value the account already has sends nothing.
 */
export type ActivationAction = 'activate' | 'deactivate'

export const isActiveCustomer = (active: number) => active > 0

/** The actDeact action that takes an account from `active` to the wanted state, or null when it is already there. */
export function activationRequest(active: number, wantActive: boolean): ActivationAction | null {
  if (isActiveCustomer(active) === wantActive) return null
  return wantActive ? 'activate' : 'deactivate'
}
