/**
 * A school sign-in's hand-over from the callback to the app: a random ticket, stored as its hash,
 * good once and for two minutes, swapped for a session by `POST /auth/sign-in-ticket`. The tokens
 * themselves never appear in an address (history, logs, a Referer).
 */
import { Op } from 'sequelize';
import { BadRequest } from '../../errors';
import { randomToken, sha256 } from '../../lib/tokens';
import { User, UserToken } from '../../models';
import { issueSession, type TokenPair } from '../auth';

const TICKET_TTL_MS = 2 * 60 * 1000;

export async function createSignInTicket(user: User): Promise<string> {
  const ticket = randomToken();
  await UserToken.create({
    user_id: user.id,
    purpose: 'sign_in_ticket',
    token_hash: sha256(ticket),
    department_id: null,
    expires_at: new Date(Date.now() + TICKET_TTL_MS),
    used_at: null,
  });
  return ticket;
}

const INVALID_TICKET = 'This sign-in has expired or was already used. Please sign in again.';

/** The ticket's session; a ticket that is unknown, used or past its two minutes is a 400. */
export async function redeemSignInTicket(ticket: string): Promise<TokenPair> {
  const row = await UserToken.findOne({ where: { token_hash: sha256(ticket), purpose: 'sign_in_ticket' } });
  if (!row) throw new BadRequest(INVALID_TICKET, 'invalid_grant');
  // Claimed by one conditional update: of two redemptions at once only one gets a session.
  const [claimed] = await UserToken.update(
    { used_at: new Date() },
    { where: { id: row.id, used_at: null, expires_at: { [Op.gt]: new Date() } } },
  );
  if (claimed !== 1) throw new BadRequest(INVALID_TICKET, 'invalid_grant');
  const user = await User.findByPk(row.user_id);
  if (!user || user.status !== 'active') throw new BadRequest(INVALID_TICKET, 'invalid_grant');
  return issueSession(user);
}
