/**
 * Seeds a department with 5,000 props (bench:api's generator) and a manager who can sign in, into
 * the e2e database; prints the manager's email. Run by global setup with the API's environment.
 */
import '../../api/src/models';
import { sequelize } from '../../api/src/db/sequelize';
import { hashPassword } from '../../api/src/lib/passwords';
import { seedProps } from './seedProps';
import { DEMO_PASSWORD } from './server';

async function main() {
  const count = Number(process.env.SEED_PROPS ?? 5000);
  const { department, user } = await seedProps(sequelize, count);
  await department.update({ name: 'Grand Opera House' });
  await user.update({ password_hash: await hashPassword(DEMO_PASSWORD) });
  process.stdout.write(JSON.stringify({ email: user.email, props: count }));
  await sequelize.close();
}

void main();
