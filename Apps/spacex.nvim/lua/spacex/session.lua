-- The session with spacex-rpc: the settings, the server (started again when it has stopped), its
-- screen descriptions, the language it answers in, and its notifications handed to the views.
-- Every module reads this one state table.
local rpc = require("spacex.rpc")
local render = require("spacex.render")

local S = {
  -- `timeout`: how long (ms) the handshake may keep Neovim waiting for a server that does not answer.
  config = { cmd = { "spacex-rpc" }, units = nil, language = nil, timeout = 10000 },
  configured = false,
  server = nil,
  screens = nil, -- rpc.discover's x-screens, by name
  ordered = {}, -- their names, sorted
  views = {}, -- by buffer: { id, screen, params, path, state, targets }
  namespace = vim.api.nvim_create_namespace("spacex"),
  session_language = nil, -- the language the server's last state was in
}

local function api() return require("spacex") end
local function views() return require("spacex.views") end

-- The server's language once it says (every view state carries it), else the one asked for,
-- else Vim's.
function S.language()
  if S.session_language then return S.session_language end
  if S.config.language then return S.config.language end
  local lang = (vim.v.lang or ""):lower()
  return lang:sub(1, 2) == "ru" and "ru" or "en"
end

function S.notify(message, level)
  vim.notify("spacex: " .. message, level or vim.log.levels.INFO)
end

function S.failure(err)
  S.notify(render.field(err, "message") or "error", vim.log.levels.ERROR)
end

--- `require("spacex").setup{cmd = {...}, units = "metric"|"imperial", language = "en"|"ru"}`.
function S.setup(options)
  S.configured = true
  S.config = vim.tbl_extend("force", S.config, options or {})
  if type(S.config.cmd) == "string" then S.config.cmd = { S.config.cmd } end
  -- Default links only: a colour scheme or the user's own `highlight link` wins.
  for name, link in pairs({
    SpaceXTitle = "Title", SpaceXHeader = "Statement", SpaceXSuccess = "String", SpaceXFailed = "ErrorMsg",
    SpaceXUpcoming = "WarningMsg", SpaceXDim = "Comment",
  }) do
    vim.cmd("highlight default link " .. name .. " " .. link)
  end
end

local on_notification

-- The server, started (again) when needed: a dead one is restarted on the next command. The
-- handshake and the screen descriptions are the only answers waited for.
function S.connection()
  if not S.configured then S.setup({}) end
  if S.server and S.server.alive then return S.server end
  local restarted = S.server ~= nil
  local started, err = rpc.start(S.config.cmd, function(...) on_notification(...) end, function(code)
    if code ~= 0 then S.notify("spacex-rpc stopped (status " .. code .. ")", vim.log.levels.WARN) end
  end)
  if not started then
    S.notify(err, vim.log.levels.ERROR)
    return nil
  end
  S.server = started
  S.session_language = nil
  if restarted then S.notify("spacex-rpc had stopped; restarted") end
  local params = { locale = S.language() }
  if S.config.units then params.units = S.config.units end
  local document
  -- The only answers waited for, each at most `timeout`: a server that does not answer the first is
  -- stopped and said so, never waited for twice (nor taken for one without screens).
  for _, method in ipairs({ "initialize", "rpc.discover" }) do
    local failure, answer = S.server:request_sync(method, method == "initialize" and params or nil, S.config.timeout)
    if failure then
      S.notify(
        "spacex-rpc " .. method .. " failed (" .. (failure.message or "?") .. "); stopped it, try again",
        vim.log.levels.ERROR
      )
      S.server:kill()
      S.server = nil
      return nil
    end
    if method == "rpc.discover" then document = answer end
  end
  S.screens, S.ordered = {}, {}
  for _, screen in ipairs(type(document) == "table" and document["x-screens"] or {}) do
    S.screens[screen.name] = screen
    S.ordered[#S.ordered + 1] = screen.name
  end
  table.sort(S.ordered)
  -- Views of the server that stopped are gone with it.
  for _, view in pairs(S.views) do
    if view.id then view.id = nil end
  end
  return S.server
end

on_notification = function(_, params)
  -- A notification that carries a sentence for people (what a refresh found) is shown as it comes.
  local message = render.field(params, "message")
  if type(message) == "string" then S.notify(message, vim.log.levels.INFO) end
  -- Any view's change, whatever caused it (a refresh, a change of units or language, another client's change).
  local id = render.field(params, "viewId")
  local state = render.field(params, "state")
  if not id or not state then return end
  local language_before = S.session_language
  for buffer, view in pairs(S.views) do
    if view.id == id then views().show(buffer, state) end
  end
  -- The language changed: the home buffer's titles follow.
  if S.session_language ~= language_before then
    for buffer, view in pairs(S.views) do
      if view.home then api().draw_home(buffer) end
    end
  end
end

return S
