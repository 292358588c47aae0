-- The views: a buffer per screen the server hosts, drawn from the lines it lays out, opened,
-- sent inputs, laid out again when the window's width changes, and closed with the server's view.
local render = require("spacex.render")
local S = require("spacex.session")
local describe = render.describe
local field = render.field

local V = {}

local function api() return require("spacex") end
local function keys() return require("spacex.keys") end

-- The width the server lays a buffer's lines out to: its window's, less the last column (a line
-- that fills the window would wrap).
function V.width(buffer)
  local window = vim.fn.bufwinid(buffer)
  local columns = window > 0 and vim.api.nvim_win_get_width(window) or vim.o.columns
  return math.max(20, columns - 1)
end

-- A screen's name in the session's language (rpc.discover's home title), else its own name.
function V.title(name)
  local screen = S.screens and S.screens[name]
  local home = screen and describe(screen.home)
  local titles = home and home.title
  return titles and (titles[S.language()] or titles.en) or (name:gsub("^%l", string.upper))
end

-- Where a view is, `SpaceX › <screen> › <item>`: each step named as it was opened (a row's or
-- a link's title, from the server), else by its screen's title, in the language now in force.
local function breadcrumb(view)
  local names = { "SpaceX" }
  for _, crumb in ipairs(view.crumbs) do names[#names + 1] = crumb.title or V.title(crumb.screen) end
  return table.concat(names, " › ")
end

-- The plugin's own lines above the server's: where the view is, the filters in force (the
-- server's line), and the keys that work here (the plugin's keys, the server's words).
local function header(view, buffer)
  local lines = { { breadcrumb(view), "SpaceXTitle" } }
  if view.filters then lines[#lines + 1] = { view.filters, "SpaceXDim" } end
  lines[#lines + 1] = { keys().keys_help(buffer, true), "SpaceXDim" }
  lines[#lines + 1] = { "" }
  return lines
end
V.header = header

function V.draw(buffer)
  local view = S.views[buffer]
  if not view or not vim.api.nvim_buf_is_valid(buffer) then return end
  local window = vim.fn.bufwinid(buffer)
  local page = render.view(header(view, buffer), view.lines or { { text = field(S.words, "loading") or "…" } })
  -- Keep the cursor on the same item (by id) across a redraw.
  local keep = nil
  if window > 0 then
    local target = view.targets and view.targets[vim.api.nvim_win_get_cursor(window)[1]]
    keep = target and target.id
  end
  vim.api.nvim_buf_set_option(buffer, "modifiable", true)
  vim.api.nvim_buf_set_lines(buffer, 0, -1, false, page.lines)
  vim.api.nvim_buf_set_option(buffer, "modifiable", false)
  vim.api.nvim_buf_clear_namespace(buffer, S.namespace, 0, -1)
  for _, mark in ipairs(page.highlights) do
    vim.api.nvim_buf_add_highlight(buffer, S.namespace, mark[2], mark[1] - 1, mark[3], mark[4])
  end
  view.targets = page.targets
  view.drawn_width = V.width(buffer)
  if keep and window > 0 then
    for line, target in pairs(page.targets) do
      if target.id == keep then vim.api.nvim_win_set_cursor(window, { line, 0 }) end
    end
  end
end

-- A drawn answer for `buffer`'s view (`view.open`'s, `view.send`'s, a `view.didChange`): drawn,
-- and a failure said once.
function V.show(buffer, answer)
  local view = S.views[buffer]
  if not view then return end
  local state = field(answer, "state")
  view.state = state
  view.lines = field(answer, "lines") or view.lines
  view.filters = field(answer, "filters")
  S.words = field(answer, "words") or S.words
  S.session_language = field(state, "language") or S.session_language
  V.draw(buffer)
  -- Links are `g` + their key (`gp`), so plain letters keep their motions.
  view.linked = view.linked or {}
  for _, link in ipairs(field(state, "links") or {}) do
    local letter = field(link, "key")
    if letter and letter ~= "" and not view.linked[letter] then
      view.linked[letter] = true
      vim.keymap.set("n", "g" .. letter, function() api().follow(buffer, letter) end,
        { buffer = buffer, nowait = true, silent = true })
    end
  end
  if field(state, "status") == "failed" then S.notify(field(state, "message") or "", vim.log.levels.ERROR) end
end

-- The current buffer's view and what the line under the cursor leads to (either may be nil).
function V.under_cursor()
  local view = S.views[vim.api.nvim_get_current_buf()]
  return view, view and view.targets and view.targets[vim.api.nvim_win_get_cursor(0)[1]]
end

-- `status=failed year=2015` as query fields; an empty value (`year=`) is `fallback`.
function V.fields(words, fallback)
  local query = {}
  for _, pair in ipairs(words) do
    local name, value = pair:match("^([%w]+)=(.*)$")
    if name then query[name] = value ~= "" and value or fallback end
  end
  return query
end

-- A view lives in the server that opened it: after a restart, its buffer must be opened again.
local function live(view)
  if view.id then return true end
  S.notify(field(S.words, view.lines and "viewClosed" or "stillLoading") or "")
  return false
end

-- Sends `input` to the buffer's view; the answer is drawn when it comes.
function V.send(buffer, input)
  local view = S.views[buffer]
  if not view or not live(view) then return end
  local params = { viewId = view.id, input = input, width = V.width(buffer) }
  S.connection():request("view.send", params, function(err, answer)
    if err then return S.failure(err) end
    V.show(buffer, answer)
  end)
end

-- Lays `buffer`'s view out again when its window's width changed.
function V.resize(buffer)
  local view = S.views[buffer]
  if not view or not view.id or view.drawn_width == V.width(buffer) then return end
  if not (S.server and S.server.alive) then return end
  view.drawn_width = V.width(buffer)
  S.server:request("view.resize", { viewId = view.id, width = view.drawn_width }, function(err, answer)
    if err or not S.views[buffer] then return end
    view.lines = field(answer, "lines") or view.lines
    V.draw(buffer)
  end)
end

function V.new_buffer(name)
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

-- Releases a view the server opened for a buffer that is gone.
local function release(id)
  if id and S.server and S.server.alive then S.server:request("view.close", { viewId = id }, function() end) end
end

--- Opens `screen` with `params` in a buffer of its own, under `crumbs` (where it was opened from),
--- named `title` (what opened it says: a row's name), else by its screen.
function V.open_view(screen, params, crumbs, title)
  local client = S.connection()
  if not client then return end
  local path = vim.deepcopy(crumbs or {})
  -- The first screen is the breadcrumb's `SpaceX` itself.
  if screen ~= S.home then
    path[#path + 1] = { screen = screen, title = title or (params and params.id == nil and params.ref) or nil }
  end
  local view = { screen = screen, params = params, crumbs = path }
  local buffer = nil
  -- A screen the server does not describe is its error to word; no buffer for it.
  if S.screens[screen] then
    buffer = V.new_buffer("spacex://" .. screen .. "/" .. vim.fn.localtime() .. "-" .. math.random(1000000))
    S.views[buffer] = view
    keys().map(buffer, screen)
    -- A buffer wiped any other way than `q` (`:bw`) releases its view too.
    vim.api.nvim_create_autocmd("BufWipeout", {
      buffer = buffer,
      callback = function()
        local wiped = S.views[buffer]
        S.views[buffer] = nil
        if wiped then release(wiped.id) end
      end,
    })
    -- The loading line at once; the answer is drawn when it comes, the editor free meanwhile.
    V.draw(buffer)
  end
  local request = { screen = screen, params = params, width = buffer and V.width(buffer) or V.width(0) }
  client:request("view.open", request, function(err, answer)
    if not buffer then return err and S.failure(err) or release(field(answer, "viewId")) end
    -- Closed before it loaded: release the view the server opened.
    if S.views[buffer] ~= view then return release(field(answer, "viewId")) end
    view.answered = true
    if err then
      view.lines = { { text = field(err, "message") or "", spans = { { from = 0, to = -1, face = "error" } } } }
      S.failure(err)
      return V.draw(buffer)
    end
    view.id = field(answer, "viewId")
    V.show(buffer, answer)
  end)
  return buffer
end

--- The first screen, the server's: every top-level screen (the buffer showing it, if one does).
function V.home()
  if not S.connection() then return end
  for buffer, view in pairs(S.views) do
    if view.screen == S.home then
      vim.api.nvim_set_current_buf(buffer)
      return buffer
    end
  end
  return V.open_view(S.home, nil, {})
end

--- Closes a spacex buffer and releases its view on the server.
function V.close(buffer)
  local view = S.views[buffer]
  S.views[buffer] = nil
  if view then release(view.id) end
  if vim.api.nvim_buf_is_valid(buffer) then vim.api.nvim_buf_delete(buffer, { force = true }) end
end

return V
