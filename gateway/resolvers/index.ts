import { changePassword } from "./Mutation/changePassword.ts";
import { login } from "./Mutation/login.ts";
import { logout } from "./Mutation/logout.ts";
import { updatePreferences } from "./Mutation/updatePreferences.ts";
import { me } from "./Query/me.ts";
import { modules } from "./Query/modules.ts";
import { cities, districts, provinces } from "./Query/regions.ts";
import { simulateBpjs } from "./Query/simulateBpjs.ts";
import { simulatePph21 } from "./Query/simulatePph21.ts";
import { systemConfig } from "./Query/systemConfig.ts";
import { systemEnums } from "./Query/systemEnums.ts";
import { sessionEvents } from "./Subscription/sessionEvents.ts";
import { City } from "./types/City.ts";
import { District } from "./types/District.ts";
import { EnumEntry } from "./types/EnumEntry.ts";
import { Rupiah } from "./types/Rupiah.ts";

export const resolvers = {
  Query: {
    me,
    modules,
    provinces,
    cities,
    districts,
    systemEnums,
    systemConfig,
    simulatePph21,
    simulateBpjs,
  },
  Mutation: { login, logout, changePassword, updatePreferences },
  Subscription: { sessionEvents },
  City,
  District,
  EnumEntry,
  Rupiah,
};
