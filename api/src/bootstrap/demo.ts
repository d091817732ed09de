import { inTransaction } from '../db/sequelize';
import { hashPassword } from '../lib/passwords';
import { Department, DepartmentMembership, User, type Role } from '../models';
import { config } from '../config';
import { seedDemoInventory } from './demoInventory';
import { seedDemoLending, type DemoLendingParty } from './demoLending';

/** Every demo account shares this password; the demo seed only runs into an empty database. */
export const DEMO_PASSWORD = 'Stage-Door-2026!';

/** Around Portland, Oregon: Riverside and Westbrook 7 miles apart, Lakeside in Salem 39 and 47 miles south. */
const DEPARTMENTS = [
  {
    name: 'Riverside High School Drama',
    address: '1200 River Road, Portland, OR 97203',
    contact_person: 'Maya Okafor',
    contact_email: 'drama@riverside-high.example',
    contact_phone: '503-555-0142',
    description:
      'Three productions a year on the main stage and a black-box studio; big stock of period furniture.',
    latitude: 45.5896,
    longitude: -122.7544,
  },
  {
    name: 'Westbrook Community Theatre',
    address: '48 Alder Street, Beaverton, OR 97005',
    contact_person: 'Daniel Reyes',
    contact_email: 'props@westbrook-theatre.example',
    contact_phone: '503-555-0177',
    description: 'Volunteer company with a strong costume shop; lends regularly to local schools.',
    latitude: 45.4871,
    longitude: -122.8037,
  },
  {
    name: 'Lakeside College Stage Company',
    address: '7 Campus Drive, Salem, OR 97301',
    contact_person: 'Priya Natarajan',
    contact_email: 'stagecompany@lakeside-college.example',
    contact_phone: '503-555-0119',
    description: 'College company with a scene shop: platforms, flats and backdrops.',
    latitude: 44.9387,
    longitude: -123.0301,
  },
];

const ROLE_ORDER: Role[] = ['admin', 'director', 'manager', 'assistant', 'student'];
/** One person per role in each demo department, in ROLE_ORDER. */
const PEOPLE: [first: string, last: string][][] = [
  [
    ['Alex', 'Morgan'],
    ['Jordan', 'Blake'],
    ['Sam', 'Rivera'],
    ['Casey', 'Chen'],
    ['Riley', 'Park'],
  ],
  [
    ['Daniel', 'Reyes'],
    ['Ingrid', 'Solberg'],
    ['Marcus', 'Webb'],
    ['Lena', 'Hoffmann'],
    ['Theo', 'Nguyen'],
  ],
  [
    ['Priya', 'Natarajan'],
    ['Owen', 'Gallagher'],
    ['Fatima', 'Haddad'],
    ['Ben', 'Okoro'],
    ['Maya', 'Lindqvist'],
  ],
];

export interface DemoAccount {
  email: string;
  role: Role;
  department: string;
}

/** Loads demo departments, one user of each role in each, and their stock into an empty database. */
export async function seedDemo(): Promise<DemoAccount[] | null> {
  if ((await Department.count()) > 0) return null;
  const hash = await hashPassword(DEMO_PASSWORD);
  const accounts: DemoAccount[] = [];
  await inTransaction(async (transaction) => {
    const parties: DemoLendingParty[] = [];
    for (const [index, data] of DEPARTMENTS.entries()) {
      // The demo's made-up contact addresses count as confirmed, so the demo's contact form works.
      const department = await Department.create(
        { ...data, contact_email_confirmed_at: new Date() },
        { transaction },
      );
      const domain = ['riverside', 'westbrook', 'lakeside'][index];
      const people = new Map<Role, User>();
      for (const [position, role] of ROLE_ORDER.entries()) {
        const [first, last] = PEOPLE[index][position];
        const email = `${role}@${domain}.example`;
        const user = await User.create(
          {
            email,
            password_hash: hash,
            first_name: first,
            last_name: last,
            phone: null,
            status: 'active',
            last_login: null,
          },
          { transaction },
        );
        await DepartmentMembership.create(
          { department_id: department.id, user_id: user.id, role },
          { transaction },
        );
        accounts.push({ email, role, department: department.name });
        people.set(role, user);
      }
      parties.push({ department, student: people.get('student')!, director: people.get('director')! });
      const admin = await User.findOne({ where: { email: `admin@${domain}.example` }, transaction });
      if (admin) await seedDemoInventory(department, admin, index, transaction);
      // The director of the first department also helps out next door as a student.
      if (index === 1) {
        const director = await User.findOne({ where: { email: 'director@riverside.example' }, transaction });
        if (director)
          await DepartmentMembership.create(
            { department_id: department.id, user_id: director.id, role: 'student' },
            { transaction },
          );
      }
    }
    await seedDemoLending(parties, transaction);
    // The superuser runs the first demo department, so the dashboard has data at once.
    const superuser = await User.findOne({ where: { email: config.adminEmail }, transaction });
    const first = await Department.findOne({ where: { name: DEPARTMENTS[0].name }, transaction });
    if (superuser && first) {
      await DepartmentMembership.create(
        { department_id: first.id, user_id: superuser.id, role: 'admin' },
        { transaction },
      );
    }
  });
  return accounts;
}
