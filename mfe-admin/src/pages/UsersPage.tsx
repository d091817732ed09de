export function UsersPage() {
  return <h1>Users</h1>;
}
