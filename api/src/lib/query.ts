import { Op, type WhereOptions } from 'sequelize';

/**
 * Substring match over several columns. LIKE is case-insensitive on both back ends (SQLite for
 * ASCII, MySQL through the *_ci collation).
 */
export function likeAny(columns: string[], term: string): WhereOptions {
  const pattern = `%${term}%`;
  return { [Op.or]: columns.map((column) => ({ [column]: { [Op.like]: pattern } })) };
}
