/** A loan to a person, as a path of the app (the People view of Lending opened at it). */
export const personLoansUrl = (id: number) => `/lending/people?loan=${id}`;
