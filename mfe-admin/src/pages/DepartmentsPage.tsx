export function DepartmentsPage() {
  return <h1>Departments</h1>;
}
