export function SetupPasswordPage() {
  return <h1>SetupPassword</h1>;
}
