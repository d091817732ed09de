import { AuditLog } from './AuditLog';
import { Department } from './Department';
import { DepartmentMembership } from './DepartmentMembership';
import { RateLimitHit } from './RateLimitHit';
import { RefreshToken } from './RefreshToken';
import { User } from './User';
import { UserToken } from './UserToken';

User.hasMany(DepartmentMembership, { as: 'memberships', foreignKey: 'user_id' });
DepartmentMembership.belongsTo(User, { as: 'user', foreignKey: 'user_id' });
Department.hasMany(DepartmentMembership, { as: 'memberships', foreignKey: 'department_id' });
DepartmentMembership.belongsTo(Department, { as: 'department', foreignKey: 'department_id' });
RefreshToken.belongsTo(User, { as: 'user', foreignKey: 'user_id' });
UserToken.belongsTo(User, { as: 'user', foreignKey: 'user_id' });
UserToken.belongsTo(Department, { as: 'department', foreignKey: 'department_id' });

export { AuditLog, Department, DepartmentMembership, RateLimitHit, RefreshToken, User, UserToken };
export { ROLES, type Role } from './DepartmentMembership';
export { USER_STATUSES, type UserStatus } from './User';
