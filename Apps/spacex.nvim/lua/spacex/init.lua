-- spacex.nvim: the screens spacex-rpc hosts, each in a buffer of its own. The server does the
-- data and the words and describes its screens (rpc.discover's x-screens: layouts, row targets,
-- keys); the plugin shows them and maps keys to the server's inputs. It names no screen, method
-- or member of any feature: a screen the server adds is browsable here unchanged.
--
-- This file is the plugin's API; the work is done by concern:
--   spacex.session  settings, the server (restarted when it stops), its descriptions, notifications
--   spacex.views    a buffer per view: opened, drawn, sent inputs, closed with the server's view
--   spacex.keys     what the keys do: open, follow, edit, filter, and the keys features add
--   spacex.render   a view's drawn lines (the server lays them out) as buffer lines and highlights
--   spacex.statusline  the server's status line (what is due next), asked once a second
--   spacex.rpc      the JSON-RPC connection (Content-Length framing over the job's stdio)
--   spacex.health   :checkhealth spacex
local S = require("spacex.session")
local V = require("spacex.views")
local K = require("spacex.keys")

local M = {}

--- `require("spacex").setup{cmd = {...}, units = "metric"|"imperial", language = "en"|"ru"}`.
M.setup = S.setup

--- The first screen, the server's: every top-level screen.
M.home = V.home
--- Closes a spacex buffer and releases its view on the server.
M.close = V.close

--- Opens what the line under the cursor leads to: a row's screen, a card field's link, its
--- edit (a choice), or its URL.
M.open_under_cursor = K.open_under_cursor
--- Changes a card field in place: a choice among the values the server offers.
M.edit = K.edit
--- Follows the link with key `letter` from `buffer`'s view (`gp` on a card whose state links `p`).
M.follow = K.follow
--- Opens `url` with `vim.ui.open` (Neovim 0.10), else the system's opener, else says it.
M.open_url = K.open_url
M.link_under_cursor = K.link_under_cursor
--- `status=failed year=2015` (or `year=` to reset one) as the view's new query.
M.filter = K.filter

--- The server's status line, what is due next (`Starlink…17-39 T−00:12:31 go`), at most
--- `width` columns (default 40); "" until a session is open (it never starts one). lualine:
--- `sections = { lualine_x = { function() return require("spacex").statusline() end } }`.
function M.statusline(width) return require("spacex.statusline").statusline(width) end

--- `:SpaceX`, `:SpaceX {screen}`, `:SpaceX {screen} field=value …`, `:SpaceX {screen} {ref}`.
function M.command(args)
  local words = vim.split(vim.trim(args or ""), "%s+", { trimempty = true })
  if #words == 0 then return M.home() end
  local screen = table.remove(words, 1)
  local params = nil
  if #words > 0 then
    if words[1]:find("=", 1, true) then
      params = V.fields(words, "")
    else
      params = { ref = table.concat(words, " ") }
    end
  end
  return V.open_view(screen, params, nil)
end

--- `:SpaceX` completion, the server's (`view.complete`): a screen, then its query fields and the
--- references it opens (a card's serials, names and ids).
function M.complete(_, line)
  if not S.connection() then return {} end
  local _, answer = S.server:request_sync("view.complete", { line = line:gsub("^%s*%S+%s?", "", 1) }, S.config.timeout)
  return require("spacex.render").field(answer, "candidates") or {}
end

--- Every buffer the plugin has open, for tests and `:ls` alike.
function M.buffers()
  local buffers = {}
  for buffer in pairs(S.views) do buffers[#buffers + 1] = buffer end
  return buffers
end

--- Whether every view has its answer (for tests and statuslines).
function M.idle()
  for _, view in pairs(S.views) do
    if not view.answered then return false end
  end
  return S.server == nil or next(S.server.pending) == nil
end

--- Ends the session cleanly: closes views, `shutdown`, `exit`; returns the server's status.
function M.stop()
  for buffer in pairs(S.views) do M.close(buffer) end
  if not S.server then return nil end
  return S.server:stop()
end

--- The connection, for requests of one's own (a second request in tests, a statusline).
function M.server() return S.connection() end

--- The settings in force (`cmd`, `units`, `language`), for `:checkhealth spacex`.
function M.config()
  if not S.configured then M.setup({}) end
  return vim.deepcopy(S.config)
end

--- The names of the screens the server describes (after it has started).
function M.screen_names() return vim.deepcopy(S.ordered) end

--- Whether the server is running now (without starting it).
function M.server_alive() return S.server ~= nil and S.server.alive end

return M
