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
  views = {}, -- by buffer: { id, screen, params, crumbs, state, lines, targets }
  namespace = vim.api.nvim_create_namespace("spacex"),
  session_language = nil, -- the language the server's last state was in
  words = {}, -- what the plugin says around the lines, from the server's last drawn answer
  home = nil, -- the screen to start on, as the server names it
  status_line = nil, -- how the server answers a status line: { method, everySeconds }, when it does
}

-- The only words the plugin says itself: about the server, when there is none running to give
-- them. In English, here and nowhere else.
S.said = {
  not_found = "spacex-rpc not found: install it with Apps/install (it goes to ~/.local/bin), "
    .. "or name it: require('spacex').setup{ cmd = { '/path/to/spacex-rpc' } }",
  too_old = "spacex-rpc is too old: it does not draw lines for editors; install a newer one with Apps/install",
  stopped = "spacex-rpc stopped (status %d)",
  restarted = "spacex-rpc had stopped; restarted it: reopen the screens that were open (:SpaceX)",
  failed = "spacex-rpc %s failed (%s); stopped it, try again",
}

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
    SpaceXError = "ErrorMsg", SpaceXWarning = "WarningMsg", SpaceXStale = "WarningMsg", SpaceXDim = "Comment",
    SpaceXKey = "Special", SpaceXLink = "Underlined", SpaceXSelected = "Visual",
  }) do
    vim.cmd("highlight default link " .. name .. " " .. link)
  end
  -- A window whose width changed has its view laid out again by the server.
  local group = vim.api.nvim_create_augroup("spacex", { clear = true })
  local function resized()
    for buffer in pairs(S.views) do views().resize(buffer) end
  end
  -- WinResized is Neovim 0.9's; before it, a split is noticed when a window is entered.
  if not pcall(vim.api.nvim_create_autocmd, "WinResized", { group = group, callback = resized }) then
    vim.api.nvim_create_autocmd({ "VimResized", "WinEnter", "BufWinEnter" }, { group = group, callback = resized })
  end
end

local on_notification

-- The server, started (again) when needed: a dead one is restarted on the next command. The
-- handshake and the screen descriptions are the only answers waited for.
function S.connection()
  if not S.configured then S.setup({}) end
  if S.server and S.server.alive then return S.server end
  local restarted = S.server ~= nil
  if vim.fn.executable(S.config.cmd[1]) ~= 1 then
    S.notify(S.said.not_found, vim.log.levels.ERROR)
    return nil
  end
  local started, err = rpc.start(S.config.cmd, function(...) on_notification(...) end, function(code)
    if code ~= 0 then S.notify(S.said.stopped:format(code), vim.log.levels.WARN) end
  end)
  if not started then
    S.notify(err, vim.log.levels.ERROR)
    return nil
  end
  S.server = started
  S.session_language = nil
  if restarted then S.notify(S.said.restarted) end
  -- Lines drawn by the server, spans in byte columns as Neovim counts them.
  local params = { locale = S.language(), capabilities = { drawnLines = { positionEncodings = { "utf-8" } } } }
  if S.config.units then params.units = S.config.units end
  local document
  -- The only answers waited for, each at most `timeout`: a server that does not answer the first is
  -- stopped and said so, never waited for twice (nor taken for one without screens).
  for _, method in ipairs({ "initialize", "rpc.discover" }) do
    local failure, answer = S.server:request_sync(method, method == "initialize" and params or nil, S.config.timeout)
    local drawing = method ~= "initialize" or render.field(render.field(answer, "capabilities"), "drawnLines")
    if failure or not drawing then
      S.notify(failure and S.said.failed:format(method, failure.message or "?") or S.said.too_old, vim.log.levels.ERROR)
      S.server:kill()
      S.server = nil
      return nil
    end
    if method == "initialize" then
      S.words, S.home = render.field(drawing, "words") or {}, render.field(drawing, "home")
      S.status_line = render.field(render.field(answer, "capabilities"), "statusLine")
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
  if not id or not render.field(params, "state") then return end
  for buffer, view in pairs(S.views) do
    if view.id == id then views().show(buffer, params) end
  end
end

return S
