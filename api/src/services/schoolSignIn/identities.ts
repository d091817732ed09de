/** A person's own linked sign-ins (Settings): what they are, and taking one away. */
import type { Actor } from '../../domain/actor';
import { Conflict, NotFound } from '../../errors';
import { inTransaction } from '../../db/sequelize';
import { User, UserIdentity } from '../../models';
import { config } from '../../config';
import { recordAudit } from '../audit';

export interface LinkedSignIn {
  id: number;
  /** the provider's id (`google`), or `portal:<id>` for a school portal */
  provider: string;
  /** "Google", "Microsoft", "School portal (district)" */
  provider_name: string;
  /** the address the provider gave when it was linked */
  email: string | null;
  linked_at: Date;
  last_used_at: Date | null;
}

export function providerName(provider: string): string {
  if (provider.startsWith('portal:')) return `School portal (${provider.slice('portal:'.length)})`;
  return config.signIn.providers.find((p) => p.id === provider)?.name ?? provider;
}

export async function mySignIns(actor: Actor): Promise<LinkedSignIn[]> {
  const rows = await UserIdentity.findAll({ where: { user_id: actor.user.id }, order: [['id', 'ASC']] });
  return rows.map((row) => ({
    id: row.id,
    provider: row.provider,
    provider_name: providerName(row.provider),
    email: row.email,
    linked_at: row.created_at,
    last_used_at: row.last_used_at,
  }));
}

/**
 * Unlinks one of the person's sign-ins. The last way into an account stays: without a password
 * (or with password sign-in turned off) the only linked sign-in cannot be removed.
 */
export async function removeSignIn(actor: Actor, id: number): Promise<void> {
  await inTransaction(async (transaction) => {
    // The account's row is locked, so two removals at once cannot both see "another one is left".
    const user = await User.findByPk(actor.user.id, { lock: transaction.LOCK.UPDATE, transaction });
    const row = await UserIdentity.findOne({ where: { id, user_id: actor.user.id }, transaction });
    if (!user || !row) throw new NotFound('Linked sign-in not found');
    const linked = await UserIdentity.count({ where: { user_id: user.id }, transaction });
    const hasPassword = config.signIn.password && Boolean(user.password_hash);
    if (linked <= 1 && !hasPassword) {
      throw new Conflict(
        `${providerName(row.provider)} is your only way to sign in. Set a password or link another account first.`,
        'last_sign_in',
      );
    }
    await row.destroy({ transaction });
    await recordAudit(
      {
        action: 'sign_in_unlinked',
        actor,
        targetUserId: user.id,
        details: { provider: row.provider, email: row.email },
      },
      transaction,
    );
  });
}
