// Every port the rehearsal listens on, in one range (18000-18999), so that it never meets the machine's own services
// (the PostgreSQL on 5432, a postfix on 25) nor a development server on 3000.
export const ports = {
  proxy: 18000,
  proxyStats: 18001,
  smtp: 18025,
  prometheus: 18090,
  shops: [18101, 18102],
  shopMetrics: [18111, 18112],
  restoredShop: 18103,
  restoredShopMetrics: 18113,
  stripe: 18200,
  cephMon: 18330,
  // 40 ports from here: the Ceph OSD's messengers.
  cephInternal: 18340,
  s3: 18380,
  postgres: 18432,
  restoredPostgres: 18433,
};
