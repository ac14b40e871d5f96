import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // React Router's own origin check lets a post whose Origin is "null" reach the route: a status page
  // sends no referrer, so the browser sends "null" for its own posts (decision 025). Every action checks
  // the origin itself and refuses "null" (the back office always; public forms unless the route is a
  // status page and the browser says the post is same-origin).
  allowedActionOrigins: ["null"],
} satisfies Config;
