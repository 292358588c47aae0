-- spacex.nvim: SpaceX's rockets, launches and launchpads in Neovim, on the screens spacex-rpc
-- hosts. The server does the data and the words; this file shows them and maps keys to inputs.
local rpc = require("spacex.rpc")
local render = require("spacex.render")

local M = {}

local config = { cmd = { "spacex-rpc" }, units = nil, language = nil }
local configured = false
local server = nil
local screens = nil -- rpc.discover's x-screens, by name
local views = {} -- by buffer: { id, screen, params, path, state, targets }
local namespace = vim.api.nvim_create_namespace("spacex")

-- The server's language once it says (settings.didChange), else the one asked for, else Vim's.
local server_language = nil
local function language()
  if server_language then return server_language end
  if config.language then return config.language end
  local lang = (vim.v.lang or ""):lower()
  return lang:sub(1, 2) == "ru" and "ru" or "en"
end

local function notify(message, level)
  vim.notify("spacex: " .. message, level or vim.log.levels.INFO)
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

-- The server, started (again) when needed: a dead one is restarted on the next command.
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
  server_language = nil
  if restarted then notify("spacex-rpc had stopped; restarted") end
  local params = { locale = language() }
  if config.units then params.units = config.units end
  server:request_sync("initialize", params, 10000)
  local _, document = server:request_sync("rpc.discover", nil, 10000)
  screens = {}
  -- The document's own structure is read directly: `field` tracks reads of answers' data only.
  for _, screen in ipairs(type(document) == "table" and document["x-screens"] or {}) do screens[screen.name] = screen end
  for buffer, view in pairs(views) do views[buffer] = nil end
  return server
end

local function draw(buffer)
  local view = views[buffer]
  if not view or not vim.api.nvim_buf_is_valid(buffer) then return end
  local window = vim.fn.bufwinid(buffer)
  local columns = window > 0 and vim.api.nvim_win_get_width(window) or vim.o.columns
  local page = render.view(view.screen, view.path, view.state, language(), math.max(40, columns - 1))
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
  local state = view.state or {}
  if render.field(state, "status") == "failed" then
    notify(render.field(state, "message") or "failed", vim.log.levels.ERROR)
  elseif render.field(state, "stale") then
    notify("showing stale data from the cache", vim.log.levels.WARN)
  end
end

on_notification = function(method, params)
  if method == "settings.didChange" then
    server_language = render.field(params, "language")
  elseif method == "view.didChange" then
    for buffer, view in pairs(views) do
      if view.id == render.field(params, "viewId") then
        view.state = render.field(params, "state")
        draw(buffer)
      end
    end
  end
end

local function title(name)
  local screen = screens and screens[name]
  local home = screen and screen.home ~= vim.NIL and screen.home or nil
  local titles = home and home.title
  return titles and (titles[language()] or titles.en) or (name:gsub("^%l", string.upper))
end

local keys_help = {
  en = "<CR> open · ]] more · r refresh · f filter · gx open link · * favourite · q close · ? keys",
  ru = "<CR> открыть · ]] дальше · r обновить · f фильтр · gx ссылка · * избранное · q закрыть · ? клавиши",
}

local open_view

-- The current buffer's view and what the line under the cursor leads to (either may be nil).
local function under_cursor()
  local view = views[vim.api.nvim_get_current_buf()]
  return view, view and view.targets and view.targets[vim.api.nvim_win_get_cursor(0)[1]]
end

-- `status=failed year=2015` as query fields; an empty value (`rocket=`) is `fallback`.
local function fields(words, fallback)
  local query = {}
  for _, pair in ipairs(words) do
    local name, value = pair:match("^([%w]+)=(.*)$")
    if name then query[name] = value ~= "" and value or fallback end
  end
  return query
end

local function send(buffer, input)
  local view = views[buffer]
  if not view then return end
  local err, answer = connection():request_sync("view.send", { viewId = view.id, input = input }, 15000)
  if err then return notify(render.field(err, "message") or "error", vim.log.levels.ERROR) end
  view.state = render.field(answer, "state")
  draw(buffer)
end

--- What the row or line under the cursor leads to, and opens it.
function M.open_under_cursor()
  local view, target = under_cursor()
  if not target then return end
  if target.screen then return open_view(target.screen, target.params, view.path) end
  -- A launch card's rocket and launchpad lead to their own screens.
  local launch = render.field(render.field(view.state, "data"), "launch")
  local reference = launch and render.field(launch, target.key)
  if reference and (target.key == "rocket" or target.key == "launchpad") then
    return open_view(target.key, { id = render.field(reference, "id") }, view.path)
  end
  if target.url then return M.open_url(target.url) end
end

--- Opens `url` with the system's opener (a test replaces this).
function M.open_url(url)
  local opener = vim.fn.has("mac") == 1 and "open" or "xdg-open"
  vim.fn.jobstart({ opener, url }, { detach = true })
end

function M.link_under_cursor()
  local _, target = under_cursor()
  if target and target.url then return M.open_url(target.url) end
  notify("no link on this line")
end

--- `status=failed year=2015` (or `rocket=` to reset one) as the view's new query.
function M.filter(buffer, text)
  local query = fields(vim.split(text or "", "%s+", { trimempty = true }), vim.NIL)
  if next(query) then send(buffer, { type = "setQuery", query = query }) end
end

function M.toggle_favourite()
  local view, target = under_cursor()
  if not view then return end
  local launch = render.field(render.field(view.state, "data"), "launch")
  local id = (target and target.screen == "launch" and target.id) or (launch and render.field(launch, "id"))
  if not id then return notify("no launch here") end
  local favourite = launch and render.field(launch, "id") == id and render.field(launch, "favourite")
  if target and target.id == id then
    for _, item in ipairs(render.field(render.field(view.state, "data"), "items") or {}) do
      if render.field(item, "id") == id then favourite = render.field(item, "favourite") end
    end
  end
  local err = connection():request_sync(favourite and "favourites.remove" or "favourites.add", { ids = { id } })
  if err then notify(render.field(err, "message") or "error", vim.log.levels.ERROR) end
end

local function map(buffer)
  local function key(lhs, fn) vim.keymap.set("n", lhs, fn, { buffer = buffer, nowait = true, silent = true }) end
  key("<CR>", M.open_under_cursor)
  key("]]", function() send(buffer, { type = "nextPage" }) end)
  key("[[", function() vim.api.nvim_win_set_cursor(0, { 1, 0 }) end)
  key("r", function() send(buffer, { type = "refresh" }) end)
  key("f", function() M.filter(buffer, vim.fn.input("filter (status=failed year=2015 …): ")) end)
  key("gx", M.link_under_cursor)
  key("*", M.toggle_favourite)
  key("q", function() M.close(buffer) end)
  key("?", function() notify(keys_help[language()]) end)
end

open_view = function(screen, params, parent_path)
  local client = connection()
  if not client then return end
  local err, answer = client:request_sync("view.open", { screen = screen, params = params }, 15000)
  if err then return notify(render.field(err, "message") or "error", vim.log.levels.ERROR) end
  local buffer = vim.api.nvim_create_buf(true, true)
  vim.api.nvim_buf_set_option(buffer, "buftype", "nofile")
  vim.api.nvim_buf_set_option(buffer, "bufhidden", "wipe")
  vim.api.nvim_buf_set_option(buffer, "filetype", "spacex")
  vim.api.nvim_buf_set_name(buffer, "spacex://" .. screen .. "/" .. render.field(answer, "viewId"))
  local name = title(screen)
  if params and params.id == nil and params.ref then name = params.ref end
  views[buffer] = {
    id = render.field(answer, "viewId"), screen = screen, params = params, state = render.field(answer, "state"),
    path = parent_path and (parent_path .. " › " .. name) or ("SpaceX › " .. name),
  }
  vim.api.nvim_set_current_buf(buffer)
  map(buffer)
  -- A buffer wiped any other way than `q` (`:bd`, closing its window) releases its view too.
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
  draw(buffer)
  -- Name a card's screen after what it shows, once it is known.
  local data = render.field(views[buffer].state, "data")
  local card = render.field(data, "card")
  if card then
    views[buffer].path = (parent_path or "SpaceX") .. " › " .. (render.field(card, "title") or name)
    draw(buffer)
  end
  return buffer
end

--- The home screen: every top-level screen `rpc.discover` lists, in order.
function M.home()
  if not connection() then return end
  local entries = {}
  for name, screen in pairs(screens or {}) do
    local home = screen.home ~= vim.NIL and screen.home or nil
    if home then entries[#entries + 1] = { name = name, order = home.order or 0 } end
  end
  table.sort(entries, function(a, b) return a.order < b.order end)
  local buffer = vim.api.nvim_create_buf(true, true)
  vim.api.nvim_buf_set_option(buffer, "buftype", "nofile")
  vim.api.nvim_buf_set_option(buffer, "bufhidden", "wipe")
  vim.api.nvim_buf_set_option(buffer, "filetype", "spacex")
  vim.api.nvim_buf_set_name(buffer, "spacex://home")
  local lines, targets = { "SpaceX", "" }, {}
  for _, entry in ipairs(entries) do
    lines[#lines + 1] = "  " .. title(entry.name)
    targets[#lines] = { screen = entry.name }
  end
  vim.api.nvim_buf_set_lines(buffer, 0, -1, false, lines)
  vim.api.nvim_buf_set_option(buffer, "modifiable", false)
  vim.api.nvim_buf_add_highlight(buffer, namespace, "SpaceXTitle", 0, 0, -1)
  views[buffer] = { id = nil, screen = "home", path = "SpaceX", targets = targets }
  vim.api.nvim_set_current_buf(buffer)
  vim.keymap.set("n", "<CR>", function()
    local target = targets[vim.api.nvim_win_get_cursor(0)[1]]
    if target then open_view(target.screen, nil, "SpaceX") end
  end, { buffer = buffer, silent = true })
  vim.keymap.set("n", "q", function() M.close(buffer) end, { buffer = buffer, silent = true })
  return buffer
end

--- Closes a spacex buffer and releases its view on the server.
function M.close(buffer)
  local view = views[buffer]
  views[buffer] = nil
  if view and view.id and server and server.alive then server:request_sync("view.close", { viewId = view.id }, 2000) end
  if vim.api.nvim_buf_is_valid(buffer) then vim.api.nvim_buf_delete(buffer, { force = true }) end
end

--- `:SpaceX`, `:SpaceX launches rocket=falcon9 status=failed`, `:SpaceX launch Crew-5`,
--- `:SpaceX rocket falcon9`, `:SpaceX launchpads`, `:SpaceX favourites`, `:SpaceX settings`.
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

--- Every buffer the plugin has open, for tests and `:ls` alike.
function M.buffers()
  local buffers = {}
  for buffer in pairs(views) do buffers[#buffers + 1] = buffer end
  return buffers
end

--- Ends the session cleanly: closes views, `shutdown`, `exit`; returns the server's status.
function M.stop()
  for buffer in pairs(views) do M.close(buffer) end
  if not server then return nil end
  return server:stop()
end

--- The connection, for requests of one's own (a second request in tests, a statusline).
function M.server() return connection() end

--- Whether the server is running now (without starting it).
function M.server_alive() return server ~= nil and server.alive end

return M
