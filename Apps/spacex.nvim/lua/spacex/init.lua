-- spacex.nvim: the screens spacex-rpc hosts, each in a buffer of its own. The server does the
-- data and the words and describes its screens (rpc.discover's x-screens: layouts, row targets,
-- keys); this file shows them and maps keys to the server's inputs. It names no screen, method
-- or member of any feature: a screen the server adds is browsable here unchanged.
local rpc = require("spacex.rpc")
local render = require("spacex.render")
local describe = render.describe

local M = {}

local config = { cmd = { "spacex-rpc" }, units = nil, language = nil }
local configured = false
local server = nil
local screens = nil -- rpc.discover's x-screens, by name
local ordered = {} -- their names, sorted
local views = {} -- by buffer: { id, screen, params, path, state, targets }
local namespace = vim.api.nvim_create_namespace("spacex")
local session_language = nil -- the language the server's last state was in

-- The server's language once it says (every view state carries it), else the one asked for,
-- else Vim's.
local function language()
  if session_language then return session_language end
  if config.language then return config.language end
  local lang = (vim.v.lang or ""):lower()
  return lang:sub(1, 2) == "ru" and "ru" or "en"
end

local function notify(message, level)
  vim.notify("spacex: " .. message, level or vim.log.levels.INFO)
end

local function failure(err)
  notify(render.field(err, "message") or "error", vim.log.levels.ERROR)
end

--- `require("spacex").setup{cmd = {...}, units = "metric"|"imperial", language = "en"|"ru"}`.
function M.setup(options)
  configured = true
  config = vim.tbl_extend("force", config, options or {})
  if type(config.cmd) == "string" then config.cmd = { config.cmd } end
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
local function connection()
  if not configured then M.setup({}) end
  if server and server.alive then return server end
  local restarted = server ~= nil
  local started, err = rpc.start(config.cmd, function(...) on_notification(...) end, function(code)
    if code ~= 0 then notify("spacex-rpc stopped (status " .. code .. ")", vim.log.levels.WARN) end
  end)
  if not started then
    notify(err, vim.log.levels.ERROR)
    return nil
  end
  server = started
  session_language = nil
  if restarted then notify("spacex-rpc had stopped; restarted") end
  local params = { locale = language() }
  if config.units then params.units = config.units end
  server:request_sync("initialize", params, 10000)
  local _, document = server:request_sync("rpc.discover", nil, 10000)
  screens, ordered = {}, {}
  for _, screen in ipairs(type(document) == "table" and document["x-screens"] or {}) do
    screens[screen.name] = screen
    ordered[#ordered + 1] = screen.name
  end
  table.sort(ordered)
  -- Views of the server that stopped are gone with it.
  for buffer, view in pairs(views) do
    if view.id then view.id = nil end
  end
  return server
end

local function draw(buffer)
  local view = views[buffer]
  if not view or not vim.api.nvim_buf_is_valid(buffer) then return end
  local window = vim.fn.bufwinid(buffer)
  local columns = window > 0 and vim.api.nvim_win_get_width(window) or vim.o.columns
  local page = render.view(screens and screens[view.screen], view.path, view.state, language(), math.max(40, columns - 1))
  -- Keep the cursor on the same row (by id) across a re-render.
  local keep = nil
  if window > 0 then
    local target = view.targets and view.targets[vim.api.nvim_win_get_cursor(window)[1]]
    keep = target and target.id
  end
  vim.api.nvim_buf_set_option(buffer, "modifiable", true)
  vim.api.nvim_buf_set_lines(buffer, 0, -1, false, page.lines)
  vim.api.nvim_buf_set_option(buffer, "modifiable", false)
  vim.api.nvim_buf_clear_namespace(buffer, namespace, 0, -1)
  for _, mark in ipairs(page.highlights) do
    vim.api.nvim_buf_add_highlight(buffer, namespace, mark[2], mark[1] - 1, 0, -1)
  end
  view.targets = page.targets
  if keep and window > 0 then
    for line, target in pairs(page.targets) do
      if target.id == keep then vim.api.nvim_win_set_cursor(window, { line, 0 }) end
    end
  end
end

-- A new state for `buffer`'s view: drawn, and any trouble said once.
local function show(buffer, state)
  local view = views[buffer]
  if not view then return end
  view.state = state
  session_language = render.field(state, "language") or session_language
  -- A card's buffer is named after what it shows, once that is known.
  local data = render.field(state, "data")
  local layout = screens and screens[view.screen] and describe(screens[view.screen].layout)
  local value = layout and layout.card and type(data) == "table" and render.field(data, layout.card)
  if value and not view.named then
    view.named = true
    view.path = view.parent_path .. " › " .. (render.field(value, "title") or view.name)
  end
  draw(buffer)
  -- Links are `g` + their key (`gp`), so plain letters keep their motions.
  view.linked = view.linked or {}
  for _, link in ipairs(render.field(state, "links") or {}) do
    local letter = render.field(link, "key")
    if letter and letter ~= "" and not view.linked[letter] then
      view.linked[letter] = true
      vim.keymap.set("n", "g" .. letter, function() M.follow(buffer, letter) end, { buffer = buffer, nowait = true, silent = true })
    end
  end
  if render.field(state, "status") == "failed" then
    notify(render.field(state, "message") or "failed", vim.log.levels.ERROR)
  elseif render.field(state, "stale") then
    notify("showing stale data from the cache", vim.log.levels.WARN)
  end
end

on_notification = function(method, params)
  -- A notification that carries a sentence for people (what a refresh found) is shown as it comes.
  local message = render.field(params, "message")
  if type(message) == "string" then notify(message, vim.log.levels.INFO) end
  -- Any view's change, whatever caused it (a refresh, a change of units or language, another client's change).
  local id = render.field(params, "viewId")
  local state = render.field(params, "state")
  if not id or not state then return end
  local language_before = session_language
  for buffer, view in pairs(views) do
    if view.id == id then show(buffer, state) end
  end
  -- The language changed: the home buffer's titles follow.
  if session_language ~= language_before then
    for buffer, view in pairs(views) do
      if view.home then M.draw_home(buffer) end
    end
  end
end

local function title(name)
  local screen = screens and screens[name]
  local home = screen and describe(screen.home)
  local titles = home and home.title
  return titles and (titles[language()] or titles.en) or (name:gsub("^%l", string.upper))
end

local open_view

-- The current buffer's view and what the line under the cursor leads to (either may be nil).
local function under_cursor()
  local view = views[vim.api.nvim_get_current_buf()]
  return view, view and view.targets and view.targets[vim.api.nvim_win_get_cursor(0)[1]]
end

-- `status=failed year=2015` as query fields; an empty value (`year=`) is `fallback`.
local function fields(words, fallback)
  local query = {}
  for _, pair in ipairs(words) do
    local name, value = pair:match("^([%w]+)=(.*)$")
    if name then query[name] = value ~= "" and value or fallback end
  end
  return query
end

-- Sends `input` to the buffer's view; the answer is drawn when it comes.
local function send(buffer, input)
  local view = views[buffer]
  if not view or view.home then return end
  -- A view lives in the server that opened it: after a restart, the buffer must be opened again.
  if not view.id then
    if render.field(view.state, "status") == "loading" then return notify("still loading") end
    return notify("this view closed with its server; open it again (q, then :SpaceX)")
  end
  connection():request("view.send", { viewId = view.id, input = input }, function(err, answer)
    if err then return failure(err) end
    show(buffer, render.field(answer, "state"))
  end)
end

-- The keys other features add to `screen` (x-screens `keys`), each calling its method.
local function screen_keys(screen)
  local description = screens and screens[screen]
  return description and describe(description.keys) or {}
end

--- Opens what the line under the cursor leads to: a row's screen, a card field's link, its
--- edit (a choice), or its URL.
function M.open_under_cursor()
  local view, target = under_cursor()
  if not target then return end
  if target.screen then return open_view(target.screen, target.params, view.path) end
  if target.edit then return M.edit(target) end
  if target.url then return M.open_url(target.url) end
end

--- Changes a card field in place: a choice among the values the server offers, sent with the
--- method and param the field names; the server then updates every view.
function M.edit(target)
  local edit = target.edit
  vim.ui.select(render.field(edit, "choices") or {}, { prompt = (target.label or "") .. ": " }, function(choice)
    if not choice then return end
    connection():request(render.field(edit, "method"), { [render.field(edit, "param")] = choice }, function(err)
      if err then failure(err) end
    end)
  end)
end

--- Follows the link with key `letter` from `buffer`'s view (`gp` on a card whose state links `p`).
function M.follow(buffer, letter)
  local view = views[buffer]
  for _, link in ipairs(render.field(view and view.state, "links") or {}) do
    if render.field(link, "key") == letter then
      return open_view(render.field(link, "screen"), render.field(link, "params"), view.path)
    end
  end
  notify("no g" .. letter .. " here; ? lists the keys")
end

--- Opens `url` with `vim.ui.open` (Neovim 0.10), else the system's opener, else says it.
function M.open_url(url)
  if vim.ui.open then
    local ok = pcall(vim.ui.open, url)
    if ok then return end
  end
  local opener = vim.fn.has("mac") == 1 and "open" or "xdg-open"
  if vim.fn.executable(opener) == 1 then
    vim.fn.jobstart({ opener, url }, { detach = true })
  else
    notify("no program to open links with; the link is " .. url)
  end
end

function M.link_under_cursor()
  local _, target = under_cursor()
  if target and target.url then return M.open_url(target.url) end
  notify("no link on this line")
end

--- `status=failed year=2015` (or `year=` to reset one) as the view's new query.
function M.filter(buffer, text)
  local query = fields(vim.split(text or "", "%s+", { trimempty = true }), vim.NIL)
  if next(query) then send(buffer, { type = "setQuery", query = query }) end
end

-- The query fields a screen takes: its view.open params beyond a reference.
local function query_fields(screen)
  local description = screens and screens[screen]
  local properties = description and type(description.params) == "table" and describe(description.params.properties)
  local names = {}
  for name in pairs(properties or {}) do
    if name ~= "id" and name ~= "ref" then names[#names + 1] = name end
  end
  table.sort(names)
  return names
end

-- Runs the key `key` declares on the row under the cursor (a row whose screen takes it) or on
-- the buffer's own screen (when it takes it); elsewhere it says so.
local function run_key(buffer, key)
  local view, target = under_cursor()
  if not view then return end
  local function takes(screen)
    for _, declared in ipairs(screen_keys(screen)) do
      if declared.key == key.key then return true end
    end
    return false
  end
  local params
  if target and target.screen and takes(target.screen) then
    params = target.params
  elseif takes(view.screen) then
    params = view.params
  else
    return notify("no " .. key.key .. " on this line; ? lists the keys")
  end
  connection():request(key.method, params or vim.empty_dict(), function(err, answer)
    if err then return failure(err) end
    local message = render.field(answer, "message")
    if message then notify(message) end
  end)
end

-- The keys that work in `buffer`, for `?`: the plugin's own, then the server's.
local function keys_help(buffer)
  local view = views[buffer]
  local ru = language() == "ru"
  local parts = { ru and "<CR> открыть" or "<CR> open" }
  if view and not view.home then
    local layout = screens and screens[view.screen] and describe(screens[view.screen].layout) or {}
    local list = describe(layout.list)
    if list and list.pages then parts[#parts + 1] = ru and "]] дальше" or "]] more" end
    parts[#parts + 1] = ru and "r обновить" or "r refresh"
    if #query_fields(view.screen) > 0 then parts[#parts + 1] = ru and "f фильтр" or "f filter" end
    parts[#parts + 1] = ru and "gx ссылка" or "gx open link"
    for _, link in ipairs(render.field(view.state, "links") or {}) do
      parts[#parts + 1] = "g" .. render.field(link, "key") .. " " .. render.field(link, "title")
    end
    local seen = {}
    for _, key in ipairs(view.keys or {}) do
      if not seen[key.key] then
        seen[key.key] = true
        parts[#parts + 1] = key.key .. " " .. (key.title[language()] or key.title.en)
      end
    end
  end
  parts[#parts + 1] = ru and "<C-o>/b назад" or "<C-o>/b back"
  parts[#parts + 1] = ru and "q закрыть" or "q close"
  parts[#parts + 1] = ru and "? клавиши" or "? keys"
  return table.concat(parts, " · ")
end

local function go_back()
  local ok = pcall(vim.cmd, 'execute "normal! \\<C-o>"')
  if not ok then notify("nothing to go back to") end
end

-- Keys every spacex buffer has.
local function map_common(buffer)
  local function key(lhs, fn) vim.keymap.set("n", lhs, fn, { buffer = buffer, nowait = true, silent = true }) end
  key("<CR>", M.open_under_cursor)
  key("q", function() M.close(buffer) end)
  key("?", function() notify(keys_help(buffer)) end)
  key("b", go_back)
  -- A top-level screen's own key (`s`) opens it from any buffer, as in `spacex browse`.
  for _, name in ipairs(ordered) do
    local home = describe(screens[name].home)
    if home and describe(home.key) then
      key(home.key, function() open_view(name, nil, "SpaceX") end)
    end
  end
end

local function map(buffer, screen)
  map_common(buffer)
  local function key(lhs, fn) vim.keymap.set("n", lhs, fn, { buffer = buffer, nowait = true, silent = true }) end
  key("]]", function() send(buffer, { type = "nextPage" }) end)
  key("[[", function() vim.api.nvim_win_set_cursor(0, { 1, 0 }) end)
  key("r", function() send(buffer, { type = "refresh" }) end)
  key("f", function()
    local names = query_fields(screen)
    if #names == 0 then return notify("this screen has no filter") end
    M.filter(buffer, vim.fn.input("filter (" .. table.concat(names, "= ") .. "=): "))
  end)
  key("gx", M.link_under_cursor)
  -- Keys features add: the screen's own, and those of the screen its rows open.
  local keys = vim.deepcopy(screen_keys(screen))
  local layout = screens and screens[screen] and describe(screens[screen].layout) or {}
  local row = describe(layout.list) and describe(describe(layout.list).row)
  if row then vim.list_extend(keys, screen_keys(row.screen)) end
  views[buffer].keys = keys
  for _, declared in ipairs(keys) do key(declared.key, function() run_key(buffer, declared) end) end
end

local function new_buffer(name)
  -- Where we are now goes on the jump list, so <C-o> comes back to it.
  vim.cmd("normal! m'")
  local buffer = vim.api.nvim_create_buf(true, true)
  vim.api.nvim_buf_set_option(buffer, "buftype", "nofile")
  -- Hidden, not wiped, when left: the jump list leads back to it.
  vim.api.nvim_buf_set_option(buffer, "bufhidden", "hide")
  vim.api.nvim_buf_set_option(buffer, "filetype", "spacex")
  pcall(vim.api.nvim_buf_set_name, buffer, name)
  vim.api.nvim_set_current_buf(buffer)
  return buffer
end

open_view = function(screen, params, parent_path)
  local client = connection()
  if not client then return end
  if not screens[screen] then
    local close = vim.tbl_filter(function(name) return name:find(screen:sub(1, 3), 1, true) == 1 end, ordered)
    local hint = #close > 0 and (" (did you mean " .. table.concat(close, ", ") .. "?)") or ""
    return notify("no screen '" .. screen .. "'" .. hint, vim.log.levels.ERROR)
  end
  local name = title(screen)
  if params and params.id == nil and params.ref then name = params.ref end
  local parent = parent_path or "SpaceX"
  local buffer = new_buffer("spacex://" .. screen .. "/" .. vim.fn.localtime() .. "-" .. math.random(1000000))
  views[buffer] = { screen = screen, params = params, name = name, parent_path = parent, path = parent .. " › " .. name }
  map(buffer, screen)
  -- A buffer wiped any other way than `q` (`:bw`) releases its view too.
  vim.api.nvim_create_autocmd("BufWipeout", {
    buffer = buffer,
    callback = function()
      local view = views[buffer]
      views[buffer] = nil
      if view and view.id and server and server.alive then
        server:request("view.close", { viewId = view.id }, function() end)
      end
    end,
  })
  -- "Loading…" at once; the answer is drawn when it comes, the editor free meanwhile.
  show(buffer, { status = "loading" })
  client:request("view.open", { screen = screen, params = params }, function(err, answer)
    local view = views[buffer]
    if not view then
      -- Closed before it loaded: release the view the server opened.
      local id = render.field(answer, "viewId")
      if id and server and server.alive then server:request("view.close", { viewId = id }, function() end) end
      return
    end
    if err then
      show(buffer, { status = "failed", message = render.field(err, "message") or "error" })
      return
    end
    view.id = render.field(answer, "viewId")
    show(buffer, render.field(answer, "state"))
  end)
  return buffer
end

--- Draws the home buffer: every top-level screen the server lists, in its order, with its key.
function M.draw_home(buffer)
  local entries = {}
  for _, name in ipairs(ordered) do
    local home = describe(screens[name].home)
    if home then entries[#entries + 1] = { name = name, order = home.order or 0, key = describe(home.key) } end
  end
  table.sort(entries, function(a, b) return a.order < b.order end)
  local lines, targets = { "SpaceX", "" }, {}
  for _, entry in ipairs(entries) do
    lines[#lines + 1] = "  " .. title(entry.name) .. (entry.key and ("  (" .. entry.key .. ")") or "")
    targets[#lines] = { screen = entry.name }
  end
  vim.api.nvim_buf_set_option(buffer, "modifiable", true)
  vim.api.nvim_buf_set_lines(buffer, 0, -1, false, lines)
  vim.api.nvim_buf_set_option(buffer, "modifiable", false)
  vim.api.nvim_buf_clear_namespace(buffer, namespace, 0, -1)
  vim.api.nvim_buf_add_highlight(buffer, namespace, "SpaceXTitle", 0, 0, -1)
  views[buffer].targets = targets
end

--- The home screen: every top-level screen `rpc.discover` lists, in order.
function M.home()
  if not connection() then return end
  local buffer = new_buffer("spacex://home")
  views[buffer] = { home = true, screen = nil, path = "SpaceX" }
  M.draw_home(buffer)
  map_common(buffer)
  vim.api.nvim_create_autocmd("BufWipeout", { buffer = buffer, callback = function() views[buffer] = nil end })
  return buffer
end

--- Closes a spacex buffer and releases its view on the server.
function M.close(buffer)
  local view = views[buffer]
  views[buffer] = nil
  if view and view.id and server and server.alive then server:request("view.close", { viewId = view.id }, function() end) end
  if vim.api.nvim_buf_is_valid(buffer) then vim.api.nvim_buf_delete(buffer, { force = true }) end
end

--- `:SpaceX`, `:SpaceX {screen}`, `:SpaceX {screen} field=value …`, `:SpaceX {screen} {ref}`.
function M.command(args)
  local words = vim.split(vim.trim(args or ""), "%s+", { trimempty = true })
  if #words == 0 then return M.home() end
  local screen = table.remove(words, 1)
  local params = nil
  if #words > 0 then
    if words[1]:find("=", 1, true) then
      params = fields(words, "")
    else
      params = { ref = table.concat(words, " ") }
    end
  end
  return open_view(screen, params, nil)
end

--- `:SpaceX` completion: the server's screens by the typed prefix, then their query fields.
function M.complete(lead, line)
  if not connection() then return {} end
  local words = vim.split(line, "%s+", { trimempty = true })
  local typing_screen = #words == 1 or (#words == 2 and lead ~= "")
  local candidates = {}
  if typing_screen then
    candidates = ordered
  else
    for _, name in ipairs(query_fields(words[2])) do candidates[#candidates + 1] = name .. "=" end
  end
  return vim.tbl_filter(function(candidate) return candidate:sub(1, #lead) == lead end, candidates)
end

--- Every buffer the plugin has open, for tests and `:ls` alike.
function M.buffers()
  local buffers = {}
  for buffer in pairs(views) do buffers[#buffers + 1] = buffer end
  return buffers
end

--- Whether every view has its answer (for tests and statuslines).
function M.idle()
  for _, view in pairs(views) do
    if not view.home and render.field(view.state, "status") == "loading" and not view.id then return false end
  end
  return server == nil or next(server.pending) == nil
end

--- Ends the session cleanly: closes views, `shutdown`, `exit`; returns the server's status.
function M.stop()
  for buffer in pairs(views) do M.close(buffer) end
  if not server then return nil end
  return server:stop()
end

--- The connection, for requests of one's own (a second request in tests, a statusline).
function M.server() return connection() end

--- The settings in force (`cmd`, `units`, `language`), for `:checkhealth spacex`.
function M.config()
  if not configured then M.setup({}) end
  return vim.deepcopy(config)
end

--- The names of the screens the server describes (after it has started).
function M.screen_names() return vim.deepcopy(ordered) end

--- Whether the server is running now (without starting it).
function M.server_alive() return server ~= nil and server.alive end

return M
