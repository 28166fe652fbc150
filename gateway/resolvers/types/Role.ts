/** A role as services/main/roles answers it. */
export type RestRole = {
  id: number;
  name: string;
  is_super_admin: boolean;
  menus: string[];
  userCount: number;
};

export const toRole = (role: RestRole) => ({
  id: role.id,
  name: role.name,
  isSuperAdmin: role.is_super_admin,
  menus: role.menus,
  userCount: role.userCount,
});
