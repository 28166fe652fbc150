import type { GatewayContext } from "../../context.ts";

type RestSystemConfig = {
  maintenance: Record<string, boolean>;
  feature_flags: Record<string, boolean>;
};

export async function systemConfig(_parent: unknown, _args: unknown, context: GatewayContext) {
  const config = await context.services.get<RestSystemConfig>("main", "/general/system-config");
  return {
    maintenance: {
      fullMaintenance: config.maintenance["full_maintenance"] ?? false,
      disbursementMaintenance: config.maintenance["disbursement_maintenance"] ?? false,
      clientCalculationThrottle: config.maintenance["client_calculation_throttle"] ?? false,
    },
    featureFlags: Object.entries(config.feature_flags).map(([name, enabled]) => ({
      name,
      enabled,
    })),
  };
}
