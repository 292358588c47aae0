-- What the keys of a spacex buffer do: open what the cursor is on, follow links, edit a field,
-- filter, and the keys features add to a screen (x-screens `keys`), each calling its method.
local render = require("spacex.render")
local S = require("spacex.session")
local describe = render.describe

local K = {}

-- A word the server gives for what a key does or what a key that does nothing says.
local function word(name) return render.field(S.words, name) or name end

local function api() return require("spacex") end
local function views() return require("spacex.views") end

-- The keys other features add to `screen` (x-screens `keys`), each calling its method.
function K.screen_keys(screen)
  local description = S.screens and S.screens[screen]
  return description and describe(description.keys) or {}
end

--- Opens what the line under the cursor leads to (the server's target for it): a screen, an
--- edit (a choice), or a URL.
function K.open_under_cursor()
  local view, target = views().under_cursor()
  if target and target.screen then return views().open_view(target.screen, target.params, view.crumbs, target.title) end
  if target and target.edit then return api().edit(target) end
  if target and target.url then return api().open_url(target.url) end
  S.notify(word("nothingToOpen"))
end

--- Changes a card field in place: a choice among the values the server offers, or a value
--- typed where the field says what to type (its choices then only suggested in the prompt),
--- sent with the method and param the field names; the server then updates every view.
function K.edit(target)
  local edit = target.edit
  local choices, typed = render.field(edit, "choices") or {}, render.field(edit, "typed")
  local function send(choice)
    if not choice or choice == "" then return end
    S.connection():request(render.field(edit, "method"), { [render.field(edit, "param")] = choice }, function(err)
      if err then S.failure(err) end
    end)
  end
  if typed then
    local hint = typed .. (#choices > 0 and " | " .. table.concat(choices, " | ") or "")
    return vim.ui.input({ prompt = (target.title or "") .. " (" .. hint .. "): " }, send)
  end
  vim.ui.select(choices, { prompt = (target.title or "") .. ": " }, send)
end

--- Follows the link with key `letter` from `buffer`'s view (`gp` on a card whose state links `p`).
function K.follow(buffer, letter)
  local view = S.views[buffer]
  for _, link in ipairs(render.field(view and view.state, "links") or {}) do
    if render.field(link, "key") == letter then
      return views().open_view(render.field(link, "screen"), render.field(link, "params"), view.crumbs)
    end
  end
  S.notify("g" .. letter .. " " .. word("doesNothingHere"))
end

--- Opens `url` with `vim.ui.open` (Neovim 0.10), else the system's opener, else says it.
function K.open_url(url)
  if vim.ui.open then
    local ok = pcall(vim.ui.open, url)
    if ok then return end
  end
  local opener = vim.fn.has("mac") == 1 and "open" or "xdg-open"
  if vim.fn.executable(opener) == 1 then
    vim.fn.jobstart({ opener, url }, { detach = true })
  else
    S.notify("no program to open links with; the link is " .. url)
  end
end

function K.link_under_cursor()
  local _, target = views().under_cursor()
  if target and target.url then return api().open_url(target.url) end
  S.notify(word("noLink"))
end

--- `status=failed year=2015` (or `year=` to reset one) as the view's new query.
function K.filter(buffer, text)
  local query = views().fields(vim.split(text or "", "%s+", { trimempty = true }), vim.NIL)
  if next(query) then views().send(buffer, { type = "setQuery", query = query }) end
end

-- The query fields a screen takes: its view.open params beyond a reference.
function K.query_fields(screen)
  local description = S.screens and S.screens[screen]
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
function K.run_key(_, key)
  local view, target = views().under_cursor()
  if not view then return end
  local function takes(screen)
    for _, declared in ipairs(K.screen_keys(screen)) do
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
    return S.notify(key.key .. " " .. word("doesNothingHere"))
  end
  S.connection():request(key.method, params or vim.empty_dict(), function(err, answer)
    if err then return S.failure(err) end
    local message = render.field(answer, "message")
    if message then S.notify(message) end
  end)
end

-- The keys that work in `buffer`, for `?`: the plugin's own, then the server's; with `short`,
-- those of the hint line above the screen.
function K.keys_help(buffer, short)
  local view = S.views[buffer]
  local parts = { "<CR> " .. word("open") }
  if view then
    local layout = S.screens and S.screens[view.screen] and describe(S.screens[view.screen].layout) or {}
    local list = describe(layout.list)
    if list and list.pages then parts[#parts + 1] = "]] " .. word("nextPage") end
    if #K.query_fields(view.screen) > 0 then parts[#parts + 1] = "f " .. word("filter") end
    if not short then
      parts[#parts + 1] = "r " .. word("refresh")
      parts[#parts + 1] = "gx " .. word("openLink")
      for _, link in ipairs(render.field(view.state, "links") or {}) do
        parts[#parts + 1] = "g" .. render.field(link, "key") .. " " .. render.field(link, "title")
      end
      local seen = {}
      for _, key in ipairs(view.keys or {}) do
        if not seen[key.key] then
          seen[key.key] = true
          parts[#parts + 1] = key.key .. " " .. (key.title[S.language()] or key.title.en)
        end
      end
    end
  end
  if not short then
    parts[#parts + 1] = "<C-o>/b " .. word("back")
    parts[#parts + 1] = "q " .. word("close")
  end
  -- First, so a narrow window that cuts the hint line still shows where the rest are.
  table.insert(parts, 1, "? " .. word("keys"))
  return table.concat(parts, " · ")
end

function K.go_back()
  local ok = pcall(vim.cmd, 'execute "normal! \\<C-o>"')
  if not ok then S.notify(word("nothingBack")) end
end

-- The keys of `buffer`, which shows `screen`: the plugin's, and those the server gives.
function K.map(buffer, screen)
  local function key(lhs, fn) vim.keymap.set("n", lhs, fn, { buffer = buffer, nowait = true, silent = true }) end
  key("<CR>", api().open_under_cursor)
  key("q", function() api().close(buffer) end)
  key("?", function() S.notify(K.keys_help(buffer)) end)
  key("b", K.go_back)
  -- A top-level screen's own key (`s`) opens it from any buffer, as in `spacex browse`.
  for _, name in ipairs(S.ordered) do
    local home = describe(S.screens[name].home)
    if home and describe(home.key) then
      key(home.key, function() views().open_view(name, nil, {}) end)
    end
  end
  key("]]", function() views().send(buffer, { type = "nextPage" }) end)
  key("[[", function() vim.api.nvim_win_set_cursor(0, { 1, 0 }) end)
  key("r", function() views().send(buffer, { type = "refresh" }) end)
  key("f", function()
    local names = K.query_fields(screen)
    if #names == 0 then return S.notify(word("noFilter")) end
    api().filter(buffer, vim.fn.input(word("filter") .. " (" .. table.concat(names, "= ") .. "=): "))
  end)
  key("gx", api().link_under_cursor)
  -- Keys features add: the screen's own, and those of the screen its rows open.
  local keys = vim.deepcopy(K.screen_keys(screen))
  local layout = S.screens and S.screens[screen] and describe(S.screens[screen].layout) or {}
  local row = describe(layout.list) and describe(describe(layout.list).row)
  if row then vim.list_extend(keys, K.screen_keys(row.screen)) end
  S.views[buffer].keys = keys
  for _, declared in ipairs(keys) do key(declared.key, function() K.run_key(buffer, declared) end) end
end

return K
