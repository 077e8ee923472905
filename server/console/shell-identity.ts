import { adminRoleLabels, memberRoleLabels } from '../services/people/roles';
import type { ConsoleIdentity } from './auth';

/** What the console frame shows of who is signed in: name, console and role, and the links they have. */
export function shellIdentityOf(identity: ConsoleIdentity) {
  if (identity.kind === 'admin') {
    return { title: identity.name || identity.email, subtitle: `Administrator · ${adminRoleLabels[identity.role]}`, account: true, switchable: identity.consoles > 1 };
  }
  return {
    title: identity.name,
    subtitle: identity.person ? `${identity.person.email} · ${memberRoleLabels[identity.role]}` : identity.appId,
    account: identity.person !== null,
    switchable: identity.consoles > 1,
    // The app-secret sign-in confirms it's them with its app secret, for this app ID.
    ...(identity.person === null ? { appSecretOf: identity.appId } : {}),
  };
}
