-- `:checkhealth spacex`: whether the server the plugin starts is there, answers the handshake and
-- describes its screens, and where its stderr is logged. Neovim 0.7 (`health`) and later
-- (`vim.health`).
local M = {}

local health = vim.health or require("health")
local start = health.start or health.report_start
local ok = health.ok or health.report_ok
local warn = health.warn or health.report_warn
local error = health.error or health.report_error
local info = health.info or health.report_info

function M.check()
  start("spacex.nvim")
  if vim.fn.has("nvim-0.7") == 1 then
    ok("Neovim " .. tostring(vim.version().major) .. "." .. tostring(vim.version().minor))
  else
    error("Neovim 0.7 or later is needed")
  end
  local spacex = require("spacex")
  local cmd = spacex.config().cmd
  local program = vim.fn.exepath(cmd[1])
  if program == "" then
    error(require("spacex.session").said.not_found)
    return
  end
  ok("server: " .. program .. " " .. table.concat(vim.list_slice(cmd, 2), " "))
  local server = spacex.server()
  if not server then
    error("the server did not start; its stderr is in " .. require("spacex.rpc").log_path())
    return
  end
  local screens = spacex.screen_names()
  if #screens > 0 then
    ok("it answers, with " .. #screens .. " screens: " .. table.concat(screens, ", "))
  else
    warn("it answers, but describes no screen (rpc.discover has no x-screens)")
  end
  info("its stderr is logged to " .. require("spacex.rpc").log_path())
end

return M
