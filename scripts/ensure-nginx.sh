#!/usr/bin/env bash
# Makes sure Debian's nginx and its brotli_static module are installed: the production server
# (deploy/nginx.conf) serves the precompressed .br files through that module, and the browser
# tests hold it to that. Each is checked by its own file, so nginx without the module gets the module.
set -euo pipefail
bash "$(dirname "$0")/ensure-debian.sh" \
  /usr/sbin/nginx=nginx \
  /usr/lib/nginx/modules/ngx_http_brotli_static_module.so=libnginx-mod-http-brotli-static
