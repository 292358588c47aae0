-- The views: a buffer per screen the server hosts, drawn from its description and state, opened,
-- sent inputs, and closed with the view on the server.
local render = require("spacex.render")
local S = require("spacex.session")
local describe = render.describe

local V = {}

local function api() return require("spacex") end
local function keys() return require("spacex.keys") end

function V.draw(buffer)
  local view = S.views[buffer]
  if not view or not vim.api.nvim_buf_is_valid(buffer) then return end
  local window = vim.fn.bufwinid(buffer)
  local columns = window > 0 and vim.api.nvim_win_get_width(window) or vim.o.columns
  local page = render.view(
    S.screens and S.screens[view.screen], view.path, view.state, S.language(), math.max(40, columns - 1))
  -- Keep the cursor on the same row (by id) across a re-render.
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
    vim.api.nvim_buf_add_highlight(buffer, S.namespace, mark[2], mark[1] - 1, 0, -1)
  end
  view.targets = page.targets
  if keep and window > 0 then
    for line, target in pairs(page.targets) do
      if target.id == keep then vim.api.nvim_win_set_cursor(window, { line, 0 }) end
    end
  end
end

-- A new state for `buffer`'s view: drawn, and any trouble said once.
function V.show(buffer, state)
  local view = S.views[buffer]
  if not view then return end
  view.state = state
  S.session_language = render.field(state, "language") or S.session_language
  -- A card's buffer is named after what it shows, once that is known.
  local data = render.field(state, "data")
  local layout = S.screens and S.screens[view.screen] and describe(S.screens[view.screen].layout)
  local value = layout and layout.card and type(data) == "table" and render.field(data, layout.card)
  if value and not view.named then
    view.named = true
    view.path = view.parent_path .. " › " .. (render.field(value, "title") or view.name)
  end
  V.draw(buffer)
  -- Links are `g` + their key (`gp`), so plain letters keep their motions.
  view.linked = view.linked or {}
  for _, link in ipairs(render.field(state, "links") or {}) do
    local letter = render.field(link, "key")
    if letter and letter ~= "" and not view.linked[letter] then
      view.linked[letter] = true
      vim.keymap.set("n", "g" .. letter, function() api().follow(buffer, letter) end,
        { buffer = buffer, nowait = true, silent = true })
    end
  end
  if render.field(state, "status") == "failed" then
    S.notify(render.field(state, "message") or "failed", vim.log.levels.ERROR)
  elseif render.field(state, "stale") then
    S.notify("showing stale data from the cache", vim.log.levels.WARN)
  end
end

function V.title(name)
  local screen = S.screens and S.screens[name]
  local home = screen and describe(screen.home)
  local titles = home and home.title
  return titles and (titles[S.language()] or titles.en) or (name:gsub("^%l", string.upper))
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

-- Sends `input` to the buffer's view; the answer is drawn when it comes.
function V.send(buffer, input)
  local view = S.views[buffer]
  if not view or view.home then return end
  -- A view lives in the server that opened it: after a restart, the buffer must be opened again.
  if not view.id then
    if render.field(view.state, "status") == "loading" then return S.notify("still loading") end
    return S.notify("this view closed with its server; open it again (q, then :SpaceX)")
  end
  S.connection():request("view.send", { viewId = view.id, input = input }, function(err, answer)
    if err then return S.failure(err) end
    V.show(buffer, render.field(answer, "state"))
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

function V.open_view(screen, params, parent_path)
  local client = S.connection()
  if not client then return end
  if not S.screens[screen] then
    local close = vim.tbl_filter(function(name) return name:find(screen:sub(1, 3), 1, true) == 1 end, S.ordered)
    local hint = #close > 0 and (" (did you mean " .. table.concat(close, ", ") .. "?)") or ""
    return S.notify("no screen '" .. screen .. "'" .. hint, vim.log.levels.ERROR)
  end
  local name = V.title(screen)
  if params and params.id == nil and params.ref then name = params.ref end
  local parent = parent_path or "SpaceX"
  local buffer = V.new_buffer("spacex://" .. screen .. "/" .. vim.fn.localtime() .. "-" .. math.random(1000000))
  S.views[buffer] =
    { screen = screen, params = params, name = name, parent_path = parent, path = parent .. " › " .. name }
  keys().map(buffer, screen)
  -- A buffer wiped any other way than `q` (`:bw`) releases its view too.
  vim.api.nvim_create_autocmd("BufWipeout", {
    buffer = buffer,
    callback = function()
      local view = S.views[buffer]
      S.views[buffer] = nil
      if view and view.id and S.server and S.server.alive then
        S.server:request("view.close", { viewId = view.id }, function() end)
      end
    end,
  })
  -- "Loading…" at once; the answer is drawn when it comes, the editor free meanwhile.
  V.show(buffer, { status = "loading" })
  client:request("view.open", { screen = screen, params = params }, function(err, answer)
    local view = S.views[buffer]
    if not view then
      -- Closed before it loaded: release the view the server opened.
      local id = render.field(answer, "viewId")
      if id and S.server and S.server.alive then S.server:request("view.close", { viewId = id }, function() end) end
      return
    end
    if err then
      V.show(buffer, { status = "failed", message = render.field(err, "message") or "error" })
      return
    end
    view.id = render.field(answer, "viewId")
    V.show(buffer, render.field(answer, "state"))
  end)
  return buffer
end

--- Draws the home buffer: every top-level screen the server lists, in its order, with its key.
function V.draw_home(buffer)
  local entries = {}
  for _, name in ipairs(S.ordered) do
    local home = describe(S.screens[name].home)
    if home then entries[#entries + 1] = { name = name, order = home.order or 0, key = describe(home.key) } end
  end
  -- By order, equals by name, as the terminal and every client list them: table.sort is not stable.
  table.sort(entries, function(a, b)
    if a.order ~= b.order then return a.order < b.order end
    return a.name < b.name
  end)
  local lines, targets = { "SpaceX", "" }, {}
  for _, entry in ipairs(entries) do
    lines[#lines + 1] = "  " .. V.title(entry.name) .. (entry.key and ("  (" .. entry.key .. ")") or "")
    targets[#lines] = { screen = entry.name }
  end
  vim.api.nvim_buf_set_option(buffer, "modifiable", true)
  vim.api.nvim_buf_set_lines(buffer, 0, -1, false, lines)
  vim.api.nvim_buf_set_option(buffer, "modifiable", false)
  vim.api.nvim_buf_clear_namespace(buffer, S.namespace, 0, -1)
  vim.api.nvim_buf_add_highlight(buffer, S.namespace, "SpaceXTitle", 0, 0, -1)
  S.views[buffer].targets = targets
end

--- The home screen: every top-level screen `rpc.discover` lists, in order.
function V.home()
  if not S.connection() then return end
  local buffer = V.new_buffer("spacex://home")
  S.views[buffer] = { home = true, screen = nil, path = "SpaceX" }
  api().draw_home(buffer)
  keys().map_common(buffer)
  vim.api.nvim_create_autocmd("BufWipeout", { buffer = buffer, callback = function() S.views[buffer] = nil end })
  return buffer
end

--- Closes a spacex buffer and releases its view on the server.
function V.close(buffer)
  local view = S.views[buffer]
  S.views[buffer] = nil
  if view and view.id and S.server and S.server.alive then
    S.server:request("view.close", { viewId = view.id }, function() end)
  end
  if vim.api.nvim_buf_is_valid(buffer) then vim.api.nvim_buf_delete(buffer, { force = true }) end
end


return V
