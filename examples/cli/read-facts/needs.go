// Needs: what a command needs before it runs (flow.json, the network), what its default output
// leaves out, how the commands that edit the configuration prompt, refuse, write and treat an
// existing entry, and which flow.json fields flowkit reads at all. The newest part; it works on
// the functions behaviour.go reached for each command.
//
//   - config: the wrapper (command.Command.AddToParent, flow-cli internal/command/command.go)
//     loads flow.json for every wrapped command; a broken file stops every one of them, a missing
//     one stops those with RunS ("Config Error"); a Run command still needs it when the code it
//     reaches asks flowkit's Flowkit.State() (flowkit flowkit.go), which returns
//     config.ErrDoesNotExist (flowkit config/loader.go) without one. Commands outside the wrapper
//     need it when the code they reach calls flowkit.Load and stops on the error (the emulator,
//     unless --init or --service-priv-key: flow-cli internal/emulator's configuredServiceKey and
//     flow-emulator cmd/emulator/start's Cmd), tolerate it when they ignore ErrDoesNotExist (flow
//     mcp), and do not read it otherwise ("unknown" when they call into Flow packages this reader
//     does not read). `commandWrapper.config` has the wrapper's lines.
//   - contacts: the Access API, when reached code calls a method of flowkit's GrpcGateway (flowkit
//     gateway/grpc.go); the URLs of `opens`; usage metrics for commands outside the wrapper. The
//     wrapper's own hosts are recorded once, in commandWrapper, with what turns them off, read in
//     flow-cli internal/command/command.go (checkVersion: Homebrew's API, --skip-version-check from
//     global_flags.go; UsageMetrics, TrackEvent and MixpanelToken: Mixpanel, off with `flow
//     settings metrics disable`, read in internal/settings, and the github.com/dukex/mixpanel pin
//     of the CLI's go.mod; initCrashReporting: Sentry, after internal/prompt's ReportCrash).
//   - hides: each command.ContainsFlag(x.include..., "value") (flow-cli internal/command/result.go)
//     in reached code, with the hint the CLI prints for it ("Fee Events (hidden, use --include
//     fee-events)").
//   - edits: for flow config add/remove (flow-cli internal/config) and flow accounts create
//     (internal/accounts/create.go), read from the run function and its package's functions under
//     the conditions that lead to each step; for the dependency manager (internal/dependencymanager)
//     with rules that name its functions: the prompts (internal/prompt), the refusals, what is
//     written where (flowkit accounts/keys.go: an inline or a file key), and what happens to an
//     existing entry, read from the flowkit method that changes the collection (flowkit config:
//     AddOrUpdate, Add, AddContract, Remove), each with its file and line. A rule whose code is
//     gone stops the reader.
//   - flowJson.fields: the JSON fields of every type flowkit's config/json package unmarshals
//     flow.json into (Parser.Deserialize, jsonConfig, each UnmarshalJSON), read at -flowkit.

package main

import (
	"fmt"
	"go/ast"
	"go/token"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// ConfigFact tells whether a command loads flow.json before it runs and fails without one.
type ConfigFact struct {
	// required, optional (read when present; a broken file stops the command), not read, unknown.
	Needs string `json:"needs"`
	Why   string `json:"why"`
	// The error a missing flow.json gives.
	Error string `json:"error,omitempty"`
	// Flags with which it does not read flow.json.
	Unless []string `json:"unless,omitempty"`
	// The reached code that asks for the configuration, or the calls not followed.
	Via    []string `json:"via,omitempty"`
	Source string   `json:"source"`
}

// ContactFact is a host the command's own work contacts.
type ContactFact struct {
	What   string `json:"what"`
	Via    string `json:"via"`
	Source string `json:"source"`
}

// HideFact is something the default output leaves out, and the flag that brings it back.
type HideFact struct {
	What string `json:"what"`
	// hidden (left out), minimized (shortened).
	How    string `json:"how"`
	Flag   string `json:"flag"`
	Hint   string `json:"hint,omitempty"`
	Source string `json:"source"`
}

// EditFacts are what a command that edits the configuration does, each with its source.
type EditFacts struct {
	Prompts  []*PromptStep   `json:"prompts,omitempty"`
	Refuses  []*RefusalStep  `json:"refuses,omitempty"`
	Saves    []*SaveStep     `json:"saves,omitempty"`
	Existing []*ExistingStep `json:"existing,omitempty"`
}

// PromptStep is a prompt a command shows, and when.
type PromptStep struct {
	Asks []string `json:"asks"`
	// Answers the prompt does not accept (it asks again).
	Rejects []string `json:"rejects,omitempty"`
	When    string   `json:"when"`
	// Flags that answer or skip it.
	SkippedBy []string `json:"skippedBy,omitempty"`
	Source    string   `json:"source"`
}

// RefusalStep is an error a command stops with instead of going on.
type RefusalStep struct {
	Error  string `json:"error"`
	When   string `json:"when"`
	Source string `json:"source"`
}

// SaveStep is something a command writes: flow.json, a key file, a contract file.
type SaveStep struct {
	What string `json:"what"`
	// For a key: inline (hex in flow.json) or file (a key file flow.json points to).
	Key    string `json:"key,omitempty"`
	When   string `json:"when"`
	Source string `json:"source"`
}

// ExistingStep is what happens to an entry that is already there.
type ExistingStep struct {
	Section string `json:"section"`
	// The flowkit collection the entry is in (Accounts, Aliases of a contract, a Deployment...).
	Entry string `json:"entry,omitempty"`
	// The fields an entry is matched on.
	Match string `json:"match"`
	// replaced, kept (the new value is dropped), merged, removed, refused.
	Action string `json:"action"`
	Detail string `json:"detail,omitempty"`
	When   string `json:"when,omitempty"`
	Source string `json:"source"`
	// The flowkit code that decides it.
	Rule string `json:"rule,omitempty"`
}

// lineOf finds a snippet of source inside a node (after the first of `after`, if given) and
// returns its file and line; it stops the reader when the code is not there any more.
func (r *reader) lineOf(n ast.Node, snippet string, after ...string) string {
	at := r.snippetPos(n, snippet, after...)
	if at == token.NoPos {
		fail("%s: %q not found (after %q): read what the code does now", r.pos(n.Pos()), snippet, after)
	}
	return r.pos(at)
}

func (r *reader) snippetPos(n ast.Node, snippet string, after ...string) token.Pos {
	text := r.source(n)
	from := 0
	for _, a := range after {
		i := strings.Index(text[from:], a)
		if i < 0 {
			return token.NoPos
		}
		from += i + len(a)
	}
	i := strings.Index(text[from:], snippet)
	if i < 0 {
		return token.NoPos
	}
	return n.Pos() + token.Pos(from+i)
}

// funcNamed finds a function or method (recv "" for a function) of a package, or stops.
func (r *reader) funcNamed(importPath, recv, name string) *fnode {
	p := r.load(importPath)
	var d *ast.FuncDecl
	if recv == "" {
		d = p.funcs[name]
	} else {
		d = p.methods[recv][name]
	}
	if d == nil {
		fail("%s: no function %s %s: read what the code does now", importPath, recv, name)
	}
	return r.fnOf(p, d)
}

// errorVar evaluates `var X = errors.New("...")` of a package.
func (r *reader) errorVar(importPath, name string) (string, string) {
	q := r.load(importPath)
	spec, ok := q.vars[name]
	if !ok || len(spec.Values) != 1 {
		fail("%s: no variable %s", importPath, name)
	}
	call, ok := spec.Values[0].(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		fail("%s: %s is not errors.New(...)", r.pos(spec.Pos()), name)
	}
	lit, ok := call.Args[0].(*ast.BasicLit)
	if !ok {
		fail("%s: %s is not errors.New(\"...\")", r.pos(spec.Pos()), name)
	}
	msg, _ := strconv.Unquote(lit.Value)
	return msg, r.pos(spec.Pos())
}

type wrapperNeeds struct {
	loadAt, brokenAt, requiredAt, missing    string
	config                                   map[string]any
	versionCheck, usageMetrics, crashReports map[string]any
}

// globalFlagOf: the global flag bound to a field of command.Flags (InitFlags binds &Flags.X).
func (r *reader) globalFlagOf(field string) string {
	p := r.load(cliModule + "/internal/command")
	d := p.funcs["InitFlags"]
	if d == nil {
		fail("internal/command: no InitFlags")
	}
	name := ""
	ast.Inspect(d.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || len(call.Args) < 2 || name != "" {
			return true
		}
		if u, ok := call.Args[0].(*ast.UnaryExpr); ok && r.source(u.X) == "Flags."+field {
			name = r.str(p, call.Args[1], nil)
		}
		return true
	})
	if name == "" {
		fail("internal/command/global_flags.go: no flag bound to Flags.%s", field)
	}
	return name
}

// readWrapperNeeds reads, in the command wrapper, how it loads flow.json and which hosts it
// contacts besides the command's work, with what turns each off.
func (r *reader) readWrapperNeeds(add *ast.FuncDecl) *wrapperNeeds {
	w := &wrapperNeeds{}
	cmd := cliModule + "/internal/command"
	w.loadAt = r.lineOf(add.Body, "flowkit.Load(Flags.ConfigPaths, loader)")
	w.brokenAt = r.lineOf(add.Body, `handleError("Config Error", confErr)`, `if !errors.Is(confErr, config.ErrDoesNotExist) {`)
	w.requiredAt = r.lineOf(add.Body, `handleError("Config Error", confErr)`, `} else if c.RunS != nil {`, `if confErr != nil {`)
	var missingAt string
	w.missing, missingAt = r.errorVar(flowkitModule+"/config", "ErrDoesNotExist")
	w.config = map[string]any{
		"loads":              "flow.json (the --config-path files), for every wrapped command",
		"source":             w.loadAt,
		"brokenFileStops":    w.brokenAt,
		"missingStopsRunS":   w.requiredAt,
		"missingError":       w.missing,
		"missingErrorSource": missingAt,
	}
	// the version check
	skip := r.globalFlagOf("SkipVersionCheck")
	checkAt := r.lineOf(add.Body, "checkVersion(logger)", "if !Flags.SkipVersionCheck {")
	cv := r.funcNamed(cmd, "", "checkVersion")
	url := r.lineOf(cv.body(), `http.Get("https://formulae.brew.sh/api/formula/flow-cli.json")`)
	_ = r.lineOf(cv.body(), "return", "if err != nil || resp.StatusCode >= 400 {")
	w.versionCheck = map[string]any{
		"what":        "asks Homebrew's API for the latest Flow CLI release and prints a warning when a newer one exists",
		"url":         "https://formulae.brew.sh/api/formula/flow-cli.json",
		"how":         "GET",
		"disabledBy":  []string{"--" + skip},
		"whenOffline": "the request fails silently: the command runs on",
		"source":      checkAt,
		"requestAt":   url,
	}
	// usage metrics
	um := r.funcNamed(cmd, "", "UsageMetrics")
	metricsAt := r.lineOf(add.Body, "go UsageMetrics(c.Cmd, &wg)")
	guard := r.lineOf(um.body(), `if !settings.MetricsEnabled() || MixpanelToken == "" {`)
	track := r.funcNamed(cmd, "", "TrackEvent")
	event := ""
	var props []string
	ast.Inspect(um.body(), func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && r.source(call.Fun) == "TrackEvent" && len(call.Args) == 2 {
			event = r.str(r.load(cmd), call.Args[0], nil)
			if lit, ok := call.Args[1].(*ast.CompositeLit); ok {
				for _, el := range lit.Elts {
					kv := el.(*ast.KeyValueExpr)
					props = append(props, r.str(r.load(cmd), kv.Key, nil)+" ("+r.source(kv.Value)+")")
				}
			}
		}
		return true
	})
	if len(props) == 0 {
		fail("%s: UsageMetrics sends no properties literal: read what it sends", r.pos(um.decl.Pos()))
	}
	if event == "" {
		fail("%s: UsageMetrics no longer calls TrackEvent(\"...\", ...)", r.pos(um.decl.Pos()))
	}
	client := r.lineOf(track.body(), "mixpanel.New(MixpanelToken")
	// what `flow settings metrics disable` does: Set(metricsEnabled, args[0] == enable)
	settingsPkg := cliModule + "/internal/settings"
	hm := r.funcNamed(settingsPkg, "", "handleMetricsSettings")
	setAt := r.lineOf(hm.body(), "Set(metricsEnabled, enabled)")
	var settingsCmd *Command
	for _, c := range r.all {
		for _, rr := range c.roots {
			if id, ok := rr.e.(*ast.Ident); ok && id.Name == "handleMetricsSettings" && rr.p.path == settingsPkg {
				settingsCmd = c
			}
		}
	}
	if settingsCmd == nil || settingsCmd.Path == "" {
		fail("internal/settings: no command runs handleMetricsSettings")
	}
	disable := r.str(r.load(settingsPkg), &ast.Ident{Name: "disable"}, nil)
	fileName := r.lineOf(r.funcNamed(settingsPkg, "", "FileDir").body(), "os.UserConfigDir()")
	sp := r.load(settingsPkg)
	settingsName := r.str(sp, &ast.Ident{Name: "settingsFile"}, nil) + "." + r.str(sp, &ast.Ident{Name: "settingsType"}, nil)
	settingsDirName := r.str(sp, &ast.Ident{Name: "settingsDir"}, nil)
	token := r.load(cmd).vars["MixpanelToken"]
	if token == nil {
		fail("internal/command: no MixpanelToken")
	}
	w.usageMetrics = map[string]any{
		"what":               "sends the event " + event + " to Mixpanel, with no IP address",
		"properties":         props,
		"library":            "github.com/dukex/mixpanel " + goModVersion(filepath.Join(r.roots[cliModule], "go.mod"), "github.com/dukex/mixpanel"),
		"disabledBy":         []string{settingsCmd.Path + " " + disable},
		"settingsFile":       settingsName + " in the user's configuration folder (os.UserConfigDir()/" + settingsDirName + ")",
		"settingsFileSource": fileName,
		"disableSource":      setAt,
		"onlyWhen":           "the build sets command.MixpanelToken (ldflags at release); a build without it sends nothing",
		"tokenSource":        r.pos(token.Pos()),
		"source":             metricsAt,
		"guard":              guard,
		"clientAt":           client,
	}
	// crash reports: sentry, asked before sending
	icr := r.funcNamed(cmd, "", "initCrashReporting")
	initAt := r.lineOf(add.Body, "initCrashReporting()")
	ask := r.lineOf(icr.body(), "if prompt.ReportCrash() {")
	w.crashReports = map[string]any{
		"what":   "after a crash, asks whether to send the crash report to Sentry; sends it only if the answer is yes",
		"source": initAt,
		"askAt":  ask,
	}
	return w
}

// eachReachedCall calls visit for every call, in the reached functions, whose callee has this key.
func (r *reader) eachReachedCall(fns []*fnode, key string, visit func(f *fnode, call *ast.CallExpr)) {
	for _, f := range fns {
		c := ectx{f: f}
		ast.Inspect(f.body(), func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			for _, g := range r.callees(c, call) {
				if g.key == key {
					visit(f, call)
				}
			}
			return true
		})
	}
}

// reachedCallers: the calls in reached functions of a function with this key, as "caller (file:line)".
func (r *reader) reachedCallers(fns []*fnode, key string) []string {
	var out []string
	r.eachReachedCall(fns, key, func(f *fnode, call *ast.CallExpr) {
		out = append(out, fmt.Sprintf("%s (%s)", shortKey(f.key), r.pos(call.Pos())))
	})
	sort.Strings(out)
	return uniq(out)
}

func shortKey(key string) string {
	for _, m := range []string{cliModule, flowkitModule, emulatorModule, cadenceTestModule} {
		key = strings.TrimPrefix(key, m+"/")
		key = strings.TrimPrefix(key, m+".")
	}
	return key
}

func uniq(in []string) []string {
	var out []string
	for i, s := range in {
		if i == 0 || s != in[i-1] {
			out = append(out, s)
		}
	}
	return out
}

// needs fills in a command's config, contacts and hides from the functions its run reaches.
func (r *reader) needs(c *Command, roots []*fnode, b *behaviour, w *wrapperNeeds) {
	stateKey := flowkitModule + ".Flowkit.State"
	loadKey := flowkitModule + ".Load"
	if c.Wrapped {
		runS := false
		for _, rr := range c.roots {
			if rr.field == "RunS" {
				runS = true
			}
		}
		switch via := r.reachedCallers(b.fns, stateKey); {
		case runS:
			c.Config = &ConfigFact{Needs: "required", Why: "a RunS command: the wrapper stops with a Config Error when flow.json is missing",
				Error: w.missing, Source: w.requiredAt}
		case len(via) > 0:
			c.Config = &ConfigFact{Needs: "required", Why: "what it runs asks flowkit for the configuration (Flowkit.State), which is an error without flow.json",
				Error: w.missing, Via: via, Source: w.loadAt}
		default:
			c.Config = &ConfigFact{Needs: "optional", Why: "the wrapper reads flow.json when there is one (a broken one stops the command); nothing it runs needs it",
				Source: w.loadAt}
		}
	} else {
		var loads []string
		required := false
		r.eachReachedCall(b.fns, loadKey, func(f *fnode, call *ast.CallExpr) {
			loads = append(loads, fmt.Sprintf("%s (%s)", shortKey(f.key), r.pos(call.Pos())))
			if !strings.Contains(r.source(f.body()), "!errors.Is(err, config.ErrDoesNotExist)") {
				required = true
			}
		})
		sort.Slice(loads, func(i, j int) bool {
			at := func(s string) string { return s[strings.LastIndex(s, "(")+1 : len(s)-1] }
			return srcLess(at(loads[i]), at(loads[j]))
		})
		loads = uniq(loads)
		switch {
		case len(loads) > 0 && required:
			c.Config = &ConfigFact{Needs: "required", Why: "what it runs loads flow.json with flowkit.Load and stops when that fails",
				Error: w.missing, Via: loads, Source: strings.TrimSuffix(loads[0][strings.LastIndex(loads[0], "(")+1:], ")")}
			c.Config.Unless = r.emulatorConfigUnless(c)
		case len(loads) > 0:
			c.Config = &ConfigFact{Needs: "optional", Why: "what it runs loads flow.json and goes on without one", Via: loads,
				Source: strings.TrimSuffix(loads[0][strings.LastIndex(loads[0], "(")+1:], ")")}
		default:
			var outside []string
			for _, f := range b.fns {
				cx := ectx{f: f}
				ast.Inspect(f.body(), func(n ast.Node) bool {
					sel, ok := n.(*ast.SelectorExpr)
					if !ok {
						return true
					}
					if id, ok := sel.X.(*ast.Ident); ok {
						if path, ok := r.isImportAlias(cx, id); ok && strings.HasPrefix(path, "github.com/onflow/") && !r.inModules(path) &&
							!strings.HasPrefix(path, "github.com/onflow/flow-go-sdk") && !strings.HasPrefix(path, "github.com/onflow/crypto") {
							outside = append(outside, fmt.Sprintf("%s.%s (%s)", path, sel.Sel.Name, r.pos(sel.Pos())))
						}
					}
					return true
				})
			}
			sort.Strings(outside)
			outside = uniq(outside)
			if len(outside) > 0 {
				c.Config = &ConfigFact{Needs: "unknown", Why: "not wrapped, and what it runs calls Flow packages this reader does not read", Via: outside, Source: c.Runs[0]}
			} else {
				c.Config = &ConfigFact{Needs: "not read", Why: "not wrapped, and nothing it runs loads flow.json", Source: c.Runs[0]}
			}
		}
	}
	// the Access API
	gw := flowkitModule + "/gateway.GrpcGateway"
	var hits []string
	for _, f := range b.fns {
		if f.recv == gw {
			hits = append(hits, f.key)
		}
	}
	if len(hits) > 0 {
		sort.Strings(hits)
		via := r.reachedCallers(b.fns, hits[0])
		at := r.pos(r.fns[hits[0]].decl.Pos())
		if len(via) > 0 {
			at = via[0][strings.LastIndex(via[0], "(")+1 : len(via[0])-1]
		}
		names := []string{}
		for _, h := range hits {
			names = append(names, strings.TrimPrefix(h, gw+"."))
		}
		c.Contacts = append(c.Contacts, &ContactFact{What: "the Access API of the network (--network, --host)",
			Via: "flowkit's GrpcGateway: " + strings.Join(names, ", "), Source: at})
	}
	for _, o := range c.Opens {
		what := o.URL
		if o.Flag != "" {
			what = "the URL of --" + o.Flag
		}
		c.Contacts = append(c.Contacts, &ContactFact{What: what, Via: o.How, Source: o.Source})
	}
	if !c.Wrapped {
		if via := r.reachedCallers(b.fns, cliModule+"/internal/command.UsageMetrics"); len(via) > 0 {
			c.Contacts = append(c.Contacts, &ContactFact{What: "usage metrics (Mixpanel), as commandWrapper.usageMetrics says",
				Via: strings.Join(via, "; "), Source: via[0][strings.LastIndex(via[0], "(")+1 : len(via[0])-1]})
		}
	}
	c.Hides = r.hidesOf(c, b.fns)
}

// emulatorConfigUnless: the emulator reads flow.json for its service key unless it is given one
// (--service-priv-key) or creates the file (--init).
func (r *reader) emulatorConfigUnless(c *Command) []string {
	if c.Path != "flow emulator" {
		return nil
	}
	key := r.funcNamed(cliModule+"/internal/emulator", "", "configuredServiceKey")
	_ = r.lineOf(key.body(), "flowkit.Load(", "if init {", "} else {")
	start := r.funcNamed(emulatorModule+"/cmd/emulator/start", "", "Cmd")
	_ = r.lineOf(start.body(), "config.GetServiceKey(", `if conf.ServicePrivateKey != "" {`, "} else {")
	for _, f := range []string{"init", "service-priv-key"} {
		if c.flag(f) == nil {
			fail("flow emulator has no --%s flag", f)
		}
	}
	return []string{"--init", "--service-priv-key"}
}

var hintRe = regexp.MustCompile(`^(?:\.\.\.)?(.*?)\s*\(?(hidden|minimized), use --include ([\w-]+)`)

// hidesOf: what reached code prints only when --include names it.
func (r *reader) hidesOf(c *Command, fns []*fnode) []*HideFact {
	if c.flag("include") == nil {
		return nil
	}
	byValue := map[string]*HideFact{}
	for _, f := range fns {
		cx := ectx{f: f}
		hints := map[string][2]string{} // value -> hint text, position
		ast.Inspect(f.body(), func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				s, _ := strconv.Unquote(lit.Value)
				if m := hintRe.FindStringSubmatch(strings.TrimSpace(s)); m != nil {
					hints[m[3]] = [2]string{strings.TrimSpace(s), r.pos(lit.Pos())}
				}
			}
			return true
		})
		ast.Inspect(f.body(), func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 2 {
				return true
			}
			if !r.calleeIs(cx, call, cliModule+"/internal/command", "ContainsFlag") {
				return true
			}
			sel, ok := call.Args[0].(*ast.SelectorExpr)
			lit, isLit := call.Args[1].(*ast.BasicLit)
			if !ok || !isLit {
				fail("%s: ContainsFlag on something other than a field and a literal", r.pos(call.Pos()))
			}
			field := strings.ToLower(sel.Sel.Name)
			if !strings.HasPrefix(field, "include") {
				if !strings.HasPrefix(field, "exclude") {
					fail("%s: ContainsFlag on %s, neither include nor exclude", r.pos(call.Pos()), sel.Sel.Name)
				}
				return true
			}
			value, _ := strconv.Unquote(lit.Value)
			if _, ok := byValue[value]; ok {
				return true
			}
			h := &HideFact{What: value, How: "hidden", Flag: "--include " + value, Source: r.pos(call.Pos())}
			if hint, ok := hints[value]; ok {
				m := hintRe.FindStringSubmatch(hint[0])
				h.What, h.How, h.Hint, h.Source = m[1], m[2], hint[0], hint[1]
			}
			byValue[value] = h
			return true
		})
	}
	var out []*HideFact
	for _, h := range byValue {
		out = append(out, h)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Flag < out[j].Flag })
	return out
}

// ---- edits ----

// cond is a condition as a reader reads it, and its negation.
type cond struct{ yes, no string }

// condText renders a condition on flags, arguments, networks and lookups in words.
func (r *reader) condText(c ectx, e ast.Expr) cond {
	raw := strings.Join(strings.Fields(r.source(e)), " ")
	flagOf := func(x ast.Expr) string {
		if call, ok := x.(*ast.CallExpr); ok && r.source(call.Fun) == "len" && len(call.Args) == 1 {
			x = call.Args[0]
		}
		if _, ok := x.(*ast.SelectorExpr); !ok {
			return ""
		}
		return r.flagOf(c, x, 0)
	}
	switch x := e.(type) {
	case *ast.ParenExpr:
		return r.condText(c, x.X)
	case *ast.UnaryExpr:
		if x.Op == token.NOT {
			in := r.condText(c, x.X)
			return cond{in.no, in.yes}
		}
	case *ast.Ident:
		// `provided` from `raw, provided, err := flagsToXData(flags)`: the flags are given
		for _, d := range r.visible(c.f, x.Name, x.Pos()) {
			call, ok := d.val.(*ast.CallExpr)
			if !ok || d.idx != 1 {
				continue
			}
			for _, g := range r.callees(c, call) {
				if first, ok := g.body().List[0].(*ast.IfStmt); ok && strings.Contains(r.source(first.Body), "return nil, false, nil") {
					in := r.condText(ectx{f: g}, first.Cond)
					return cond{in.no, in.yes}
				}
			}
		}
	case *ast.BinaryExpr:
		switch x.Op {
		case token.LAND, token.LOR:
			var parts []ast.Expr
			var flat func(e ast.Expr)
			flat = func(e ast.Expr) {
				if b, ok := e.(*ast.BinaryExpr); ok && b.Op == x.Op {
					flat(b.X)
					flat(b.Y)
					return
				}
				parts = append(parts, e)
			}
			flat(x)
			var yes, no, flags []string
			allNone := true
			for _, p := range parts {
				t := r.condText(c, p)
				yes, no = append(yes, t.yes), append(no, t.no)
				if b, ok := p.(*ast.BinaryExpr); ok && (b.Op == token.EQL) {
					if f := flagOf(b.X); f != "" {
						flags = append(flags, "--"+f)
						continue
					}
				}
				allNone = false
			}
			if x.Op == token.LAND && allNone {
				return cond{"none of " + strings.Join(flags, ", ") + " is given", "any of " + strings.Join(flags, ", ") + " is given"}
			}
			if x.Op == token.LAND {
				return cond{strings.Join(yes, " and "), strings.Join(no, " or ")}
			}
			return cond{strings.Join(yes, " or "), strings.Join(no, " and ")}
		case token.EQL, token.NEQ, token.GTR:
			y := strings.Join(strings.Fields(r.source(x.Y)), " ")
			var out cond
			switch f := flagOf(x.X); {
			case f != "" && (y == `""` || y == "0"):
				out = cond{"no --" + f + " is given", "--" + f + " is given"}
			case r.source(x.X) == "len(args)":
				n, _ := strconv.Atoi(y)
				words := map[int]string{1: "the argument is given", 2: "both arguments are given"}
				if words[n] == "" {
					return cond{"`" + raw + "`", "not `" + raw + "`"}
				}
				out = cond{words[n], ""}
				if n == 1 {
					out.no = "no argument is given"
				} else {
					out.no = "not both arguments are given"
				}
			case y == "nil" && r.source(x.X) == "err":
				out = cond{"the step before succeeds", "the step before fails"}
			case y == "nil":
				name := strings.Join(strings.Fields(r.source(x.X)), " ")
				out = cond{"there is no " + name + " yet", "there is a " + name}
			default:
				if n := r.networkOf(c, x.Y); n != "" {
					out = cond{"the network is " + n, "the network is not " + n}
				} else {
					return cond{"`" + raw + "`", "not `" + raw + "`"}
				}
			}
			if x.Op != token.EQL {
				out = cond{out.no, out.yes}
			}
			return out
		}
	}
	return cond{"`" + raw + "`", "not `" + raw + "`"}
}

// literalErrors: the messages of fmt.Errorf/errors.New calls in a node.
func (r *reader) literalErrors(c ectx, n ast.Node) []string {
	var out []string
	ast.Inspect(n, func(m ast.Node) bool {
		if call, ok := m.(*ast.CallExpr); ok && (r.calleeIs(c, call, "fmt", "Errorf") || r.calleeIs(c, call, "errors", "New")) {
			alts := r.evalStr(c, call, 0, false)
			if len(alts) > 0 {
				out = append(out, alts[0])
			}
		}
		return true
	})
	return out
}

// promptAsks: the messages a prompt function shows (the message, label or customMsg it hands to
// the prompt package's inputs, evaluated where the value is written), and the answers its
// validations refuse.
func (r *reader) promptAsks(g *fnode) (asks, rejects []string) {
	fns, _ := r.reach([]*fnode{g}, nil)
	isParam := func(f *fnode, e ast.Expr) bool {
		id, ok := e.(*ast.Ident)
		if !ok {
			return false
		}
		for _, d := range r.localsOf(f)[id.Name] {
			if d.param && d.scope == f.decl {
				return true
			}
		}
		return false
	}
	add := func(list *[]string, c ectx, e ast.Expr) {
		if isParam(c.f, e) {
			return // evaluated where its caller writes it
		}
		if alts := r.evalStr(c, e, 0, false); len(alts) > 0 && !onlyWild(alts) {
			*list = append(*list, alts...)
		}
	}
	for _, f := range fns {
		if f.p.path != g.p.path {
			continue
		}
		c := ectx{f: f}
		var lits []*ast.FuncLit
		ast.Inspect(f.body(), func(n ast.Node) bool {
			if l, ok := n.(*ast.FuncLit); ok {
				lits = append(lits, l)
			}
			return true
		})
		inLit := func(n ast.Node) bool {
			for _, l := range lits {
				if l.Pos() <= n.Pos() && n.End() <= l.End() {
					return true
				}
			}
			return false
		}
		ast.Inspect(f.body(), func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if (r.calleeIs(c, call, "fmt", "Errorf") || r.calleeIs(c, call, "errors", "New")) && len(call.Args) > 0 {
				if inLit(call) {
					add(&rejects, c, call.Args[0]) // a validation of the answer: the prompt asks again
				}
				return true
			}
			callees := r.callees(c, call)
			if len(callees) != 1 || callees[0].p.path != g.p.path || callees[0].decl == nil {
				return true
			}
			i := 0
			for _, field := range callees[0].decl.Type.Params.List {
				for _, name := range field.Names {
					if i < len(call.Args) {
						switch name.Name {
						case "customMsg", "message", "msg", "promptMsg", "label":
							add(&asks, c, call.Args[i])
						case "errorMessage":
							add(&rejects, c, call.Args[i])
						}
					}
					i++
				}
			}
			return true
		})
	}
	sort.Strings(asks)
	sort.Strings(rejects)
	return uniq(asks), uniq(rejects)
}

// collectionRule reads what a flowkit method that changes a configuration collection does to an
// entry that is already there: replaced, kept, removed (and refused when it is missing).
func (r *reader) collectionRule(g *fnode) (action, match, detail, rule string) {
	body := g.body()
	ast.Inspect(body, func(n ast.Node) bool {
		rs, ok := n.(*ast.RangeStmt)
		if !ok || action != "" {
			return true
		}
		for _, st := range rs.Body.List {
			ifs, ok := st.(*ast.IfStmt)
			if !ok {
				continue
			}
			var fields []string
			ast.Inspect(ifs.Cond, func(m ast.Node) bool {
				if b, ok := m.(*ast.BinaryExpr); ok && b.Op == token.EQL {
					if sel, ok := b.X.(*ast.SelectorExpr); ok {
						fields = append(fields, sel.Sel.Name)
					} else if sel, ok := b.Y.(*ast.SelectorExpr); ok {
						fields = append(fields, sel.Sel.Name)
					}
				}
				return true
			})
			match = strings.Join(fields, ", ")
			rule = r.pos(ifs.Pos())
			src := r.source(ifs.Body)
			switch {
			case strings.Contains(src, ")[i] ="):
				action = "replaced"
				detail = "an entry with the same " + match + " is replaced whole by the new one, without a question"
			case strings.Contains(src, "slices.Delete") || removeByAppend.MatchString(src):
				action = "removed"
			case len(ifs.Body.List) == 1 && r.source(ifs.Body.List[0]) == "return":
				action = "kept"
				detail = "an entry with the same " + match + " is kept; the new value is dropped without an error"
			default:
				fail("%s: cannot tell what %s does to an entry that is there", rule, g.key)
			}
		}
		return true
	})
	if action == "" {
		fail("%s: %s has no loop over the entries: read what it does", r.pos(g.decl.Pos()), g.key)
	}
	if action == "removed" {
		c := ectx{f: g}
		msgs := r.literalErrors(c, body)
		ast.Inspect(body, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok && methodName(call) == "ByName" {
				for _, h := range r.callees(c, call) {
					msgs = append(msgs, r.literalErrors(ectx{f: h}, h.body())...)
				}
			}
			return true
		})
		if len(msgs) > 0 {
			detail = "an entry that is not there is an error: " + msgs[0]
		} else {
			detail = "an entry that is not there is no error: nothing changes"
		}
	}
	return
}

type editWalk struct {
	c    *Command
	ef   *EditFacts
	seen map[string]bool
	pkg  string
}

var removeByAppend = regexp.MustCompile(`append\(\(\*\w+\)\[0:i\]`)

var failureMsg = regexp.MustCompile(`(?i)^(failed|could not|error|unable)|creation (error|failed)`)

// mostVerbs: of the values a name can have, the most general one (`%v.pkey` over `.pkey`).
func mostVerbs(alts []string) string {
	best := ""
	for _, a := range alts {
		if best == "" || len(verbRe.FindAllString(a, -1)) > len(verbRe.FindAllString(best, -1)) {
			best = a
		}
	}
	return best
}

func whenOf(conds []string) string {
	if len(conds) == 0 {
		return "always"
	}
	return strings.Join(conds, "; ")
}

// walkEdits reads a function of the command's package: prompts, refusals, saves and the changes
// to configuration collections, under the conditions that lead to them.
func (r *reader) walkEdits(w *editWalk, f *fnode, conds []string) {
	if w.seen[f.key] {
		return
	}
	w.seen[f.key] = true
	c := ectx{f: f}
	accountsPkg := flowkitModule + "/accounts"
	var visit func(n ast.Node, conds []string)
	visit = func(n ast.Node, conds []string) {
		ast.Inspect(n, func(m ast.Node) bool {
			switch x := m.(type) {
			case *ast.FuncLit:
				return false
			case *ast.IfStmt:
				if x.Init != nil {
					visit(x.Init, conds)
				}
				visit(x.Cond, conds)
				t := r.condText(c, x.Cond)
				visit(x.Body, append(append([]string{}, conds...), t.yes))
				if x.Else != nil {
					visit(x.Else, append(append([]string{}, conds...), t.no))
				}
				return false
			case *ast.ReturnStmt:
				for _, res := range x.Results {
					call, ok := res.(*ast.CallExpr)
					if !ok || !(r.calleeIs(c, call, "fmt", "Errorf") || r.calleeIs(c, call, "errors", "New")) {
						continue
					}
					alts := r.evalStr(c, call.Args[0], 0, true)
					if len(alts) == 0 || failureMsg.MatchString(alts[0]) {
						continue
					}
					w.ef.Refuses = append(w.ef.Refuses, &RefusalStep{Error: alts[0], When: whenOf(conds), Source: r.pos(call.Pos())})
				}
			case *ast.CallExpr:
				r.editCall(w, c, x, conds)
			}
			return true
		})
	}
	visit(f.body(), conds)
	_ = accountsPkg
}

func (r *reader) editCall(w *editWalk, c ectx, call *ast.CallExpr, conds []string) {
	at := r.pos(call.Pos())
	callees := r.callees(c, call)
	if len(callees) == 1 && callees[0].p.path == cliModule+"/internal/prompt" {
		asks, rejects := r.promptAsks(callees[0])
		w.ef.Prompts = append(w.ef.Prompts, &PromptStep{Asks: asks, Rejects: rejects, When: whenOf(conds), Source: at})
		return
	}
	if r.calleeIs(c, call, flowkitModule+"/accounts", "NewHexKeyFromPrivateKey") {
		w.ef.Saves = append(w.ef.Saves, &SaveStep{What: "the account's private key, as hex in flow.json (accounts)", Key: "inline", When: whenOf(conds), Source: at})
		return
	}
	if r.calleeIs(c, call, flowkitModule+"/accounts", "NewFileKey") && len(call.Args) > 0 {
		file := mostVerbs(r.evalStr(c, call.Args[0], 0, false))
		w.ef.Saves = append(w.ef.Saves, &SaveStep{What: "the path of the key file " + file + " in flow.json (accounts); the key itself in that file", Key: "file", When: whenOf(conds), Source: at})
		return
	}
	if save := r.stateSave(c, call); save != "" {
		what := "flow.json"
		for _, wr := range w.c.Writes {
			if wr.Kind == "configuration" && len(wr.Sections) > 0 {
				what += " (" + strings.Join(wr.Sections, ", ") + ")"
				break
			}
		}
		w.ef.Saves = append(w.ef.Saves, &SaveStep{What: what, When: whenOf(conds), Source: at})
		return
	}
	name := methodName(call)
	if name == "WriteFile" && len(call.Args) >= 2 {
		w.ef.Saves = append(w.ef.Saves, &SaveStep{What: mostVerbs(r.evalStr(c, call.Args[0], 0, false)), When: whenOf(conds), Source: at})
		return
	}
	for _, g := range callees {
		switch {
		case g.p.path == w.pkg && g.decl != nil:
			r.walkEdits(w, g, conds)
		case (name == "AddOrUpdate" || name == "Add" || name == "AddContract" || name == "Remove") && r.sectionTypes[g.recv] != "":
			if r.freshValue(c, call.Fun.(*ast.SelectorExpr).X) {
				continue // a value the command is building, not an entry of the configuration
			}
			action, match, detail, rule := r.collectionRule(g)
			entry := g.recv[strings.LastIndex(g.recv, ".")+1:]
			step := &ExistingStep{Section: r.sectionTypes[g.recv], Entry: entry, Match: match, Action: action, Detail: detail, When: strings.Join(conds, "; "), Source: at, Rule: rule}
			if len(conds) > 0 && strings.HasPrefix(conds[len(conds)-1], "there is no ") && action == "replaced" {
				step.Action, step.Detail = "kept", "added only when there is none; one that is there is kept and extended"
			}
			w.ef.Existing = append(w.ef.Existing, step)
		}
	}
}

// freshValue: an expression rooted in a local the function builds from a literal (contract :=
// config.Contract{...}), as opposed to one it looked up in the configuration.
func (r *reader) freshValue(c ectx, e ast.Expr) bool {
	for {
		sel, ok := e.(*ast.SelectorExpr)
		if !ok {
			break
		}
		e = sel.X
	}
	id, ok := e.(*ast.Ident)
	if !ok {
		return false
	}
	for _, d := range r.visible(c.f, id.Name, id.Pos()) {
		v := d.val
		if u, ok := v.(*ast.UnaryExpr); ok {
			v = u.X
		}
		if _, ok := v.(*ast.CompositeLit); ok {
			return true
		}
	}
	return false
}

// errorAt: the message of the fmt.Errorf or errors.New call whose source holds a snippet.
func (r *reader) errorAt(f *fnode, snippet string) (string, string) {
	c := ectx{f: f}
	msg, at := "", ""
	ast.Inspect(f.body(), func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if ok && msg == "" && (r.calleeIs(c, call, "fmt", "Errorf") || r.calleeIs(c, call, "errors", "New")) && strings.Contains(r.source(call), snippet) {
			if alts := r.evalStr(c, call, 0, false); len(alts) > 0 {
				msg, at = alts[0], r.pos(call.Pos())
			}
		}
		return true
	})
	if msg == "" {
		fail("%s: no error %q: read what the code does now", r.pos(f.body().Pos()), snippet)
	}
	return msg, at
}

// readEdits fills in the edits of the commands that change the configuration.
func (r *reader) readEdits(commands []*Command) {
	byPath := map[string]*Command{}
	for _, c := range commands {
		byPath[c.Path] = c
	}
	generic := []string{
		"flow config add account", "flow config add alias", "flow config add contract", "flow config add deployment", "flow config add network",
		"flow config remove account", "flow config remove contract", "flow config remove deployment", "flow config remove network",
		"flow accounts create",
	}
	for _, path := range generic {
		c := byPath[path]
		if c == nil || len(c.roots) != 1 {
			fail("%s: not one command with one run function", path)
		}
		roots := r.rootsOf(c.roots[0])
		if len(roots) != 1 {
			fail("%s: not one run function", path)
		}
		ef := &EditFacts{}
		r.walkEdits(&editWalk{c: c, ef: ef, seen: map[string]bool{}, pkg: roots[0].p.path}, roots[0], nil)
		if len(ef.Saves) == 0 {
			fail("%s: no save of flow.json found: read what it does", path)
		}
		c.Edits = ef
	}
	r.dependencyEdits(byPath["flow dependencies install"], byPath["flow dependencies add"])
}

// dependencyEdits: the dependency manager, read with rules that name its functions.
func (r *reader) dependencyEdits(install, add *Command) {
	if install == nil || add == nil {
		fail("no flow dependencies install / add")
	}
	dm := cliModule + "/internal/dependencymanager"
	m := func(name string) *fnode { return r.funcNamed(dm, "DependencyInstaller", name) }
	run := r.funcNamed(dm, "", "install")
	flags := func(names ...string) []string {
		var out []string
		for _, n := range names {
			if install.flag(n) == nil {
				fail("flow dependencies install has no --%s", n)
			}
			out = append(out, "--"+n)
		}
		return out
	}
	noArgs := r.lineOf(run.body(), "flags.skipDeployments = true", "if len(args) == 0 {")
	_ = r.lineOf(run.body(), "flags.skipAlias = true", "if len(args) == 0 {")
	pp := m("processPendingPrompts")
	deployAsks, _ := r.promptAsks(r.funcNamed(cliModule+"/internal/prompt", "", "AddContractToDeploymentPrompt"))
	ef := &EditFacts{}
	ef.Prompts = append(ef.Prompts,
		&PromptStep{Asks: []string{"Do you want to set up deployments for these dependencies?"},
			When:      "a contract named on the command line is added (core contracts never; with no arguments it installs what flow.json lists and asks nothing: " + noArgs + ")",
			SkippedBy: flags("skip-deployments"), Source: r.lineOf(pp.body(), `GenericBoolPrompt("Do you want to set up deployments for these dependencies?")`)},
		&PromptStep{Asks: deployAsks,
			When:      "you answer yes to setting up deployments: the account of each new dependency's emulator deployment",
			SkippedBy: flags("deployment-account"), Source: r.lineOf(m("updateDependencyDeployment").body(), "prompt.AddContractToDeploymentPrompt(", `if di.DeploymentAccount != "" {`)},
		&PromptStep{Asks: []string{"Do you want to set up aliases for these dependencies?"},
			When:      "a contract named on the command line is added (not a core or DeFi Actions contract; never with no arguments)",
			SkippedBy: flags("skip-alias"), Source: r.lineOf(pp.body(), `GenericBoolPrompt("Do you want to set up aliases for these dependencies?")`)},
		&PromptStep{Asks: []string{"Enter an alias address for %s on %s if you have one, otherwise leave blank"},
			When:   "you answer yes to setting up aliases: the address on the other network (testnet for a mainnet contract, mainnet for a testnet one), unless the same account already has one",
			Source: r.lineOf(m("updateDependencyAlias").body(), `"Enter an alias address for %s on %s if you have one, otherwise leave blank"`)},
		&PromptStep{Asks: []string{"The latest version of %s is different from the one you have locally. Do you want to update it?"},
			When:      "the network's code of an installed dependency no longer has the hash flow.json records (--update answers yes, --skip-update-prompts keeps the local version)",
			SkippedBy: flags("update", "skip-update-prompts"), Source: r.lineOf(pp.body(), "GenericBoolPrompt(msg)", "if pending.needsUpdate {")},
	)
	refuse := func(f *fnode, snippet, when string) {
		msg, at := r.errorAt(f, snippet)
		ef.Refuses = append(ef.Refuses, &RefusalStep{Error: msg, When: when, Source: at})
	}
	refuse(r.funcNamed(dm, "", "NewDependencyInstaller"), "cannot use both --update and --skip-update-prompts", "--update and --skip-update-prompts are both given")
	refuse(run, "invalid dependency format", "an argument is neither a core or DeFi Actions contract name nor NETWORK://ADDRESS[.NAME]")
	refuse(m("AddAllByNetworkAddress"), "--name flag is not supported", "--name is given with NETWORK://ADDRESS (all contracts of an address)")
	refuse(m("handleFoundContract"), "cannot install with --skip-update-prompts flag when local files have been modified", "--skip-update-prompts is given, the network's code changed and the file under imports/ no longer has the recorded hash")
	refuse(m("processPendingPrompts"), "has changed on-chain but file does not exist locally", "you decline an update and the contract's file is missing")
	refuse(m("checkForCrossNetworkDuplicate"), "already exists with a different source", "flow.json has a dependency of that name from another address, and no alias maps the new one")
	refuse(m("updateDependencyDeployment"), "deployment account '%s' not found in flow.json accounts", "--deployment-account names an account flow.json does not have")
	var contractFile string
	for _, w := range install.Writes {
		if w.Kind == "file" && strings.HasSuffix(w.File, ".cdc") {
			contractFile = w.File
		}
	}
	if contractFile == "" {
		fail("flow dependencies install writes no .cdc file: read what it does")
	}
	hf := m("handleFoundContract")
	ef.Saves = append(ef.Saves,
		&SaveStep{What: "the contract's code, in " + contractFile,
			When:   "the dependency is new, its file is missing or differs from the network's code, or an update is accepted",
			Source: r.lineOf(hf.body(), "shouldWrite := !fileExists || fileModified || (hashMismatch && di.Update)")},
		&SaveStep{What: "flow.json (dependencies: source, hash, block_height, aliases; contracts; deployments)",
			When:   "always, after all dependencies are processed",
			Source: r.lineOf(m("Install").body(), "di.saveState()")},
	)
	depRule := r.funcNamed(flowkitModule+"/config", "Dependencies", "AddOrUpdate")
	action, match, detail, rule := r.collectionRule(depRule)
	ef.Existing = append(ef.Existing,
		&ExistingStep{Section: "dependencies", Match: match, Action: action, Detail: detail + " (source, hash, block_height)",
			Source: r.lineOf(m("saveDependencyState").body(), "di.State.Dependencies().AddOrUpdate(dep)"), Rule: rule},
		&ExistingStep{Section: "imports/ (contract files)", Match: "address and name", Action: "replaced",
			Detail: "a file that differs from the network's code (edited locally) is overwritten with it",
			Source: r.lineOf(hf.body(), "fileModified = true")},
		&ExistingStep{Section: "dependencies", Match: "Name", Action: "kept",
			Detail: "with --skip-update-prompts, a dependency whose file still has the recorded hash stays at its version",
			Source: r.lineOf(hf.body(), "return nil", "// This is truly frozen - keep it as is")},
		&ExistingStep{Section: "contracts", Match: "Name", Action: "kept",
			Detail: "a contract of the same name that is not a dependency is kept and reported: " +
				r.evalStr(ectx{f: m("checkForConflictingContracts")}, findCall(m("checkForConflictingContracts").body(), "fmt.Sprintf"), 0, false)[0],
			Source: r.lineOf(m("checkForConflictingContracts").body(), "already exists in flow.json")},
	)
	deployAdd := r.funcNamed(flowkitModule+"/config", "Deployment", "AddContract")
	a2, m2, d2, rule2 := r.collectionRule(deployAdd)
	ef.Existing = append(ef.Existing, &ExistingStep{Section: "deployments", Match: m2, Action: a2,
		Detail: d2 + "; a deployment of that account and network is extended, not replaced",
		Source: r.lineOf(m("updateDependencyDeployment").body(), "deployment.AddContract("), Rule: rule2})
	install.Edits = ef
	// flow dependencies add only prints that it is deprecated
	addRun := r.funcNamed(dm, "", "add")
	if len(addRun.body().List) != 2 || r.source(addRun.body().List[1]) != "return nil, nil" {
		fail("%s: flow dependencies add does more than print a deprecation: read it", r.pos(addRun.decl.Pos()))
	}
	add.Edits = &EditFacts{}
}

func findCall(n ast.Node, fun string) ast.Expr {
	var out ast.Expr
	ast.Inspect(n, func(m ast.Node) bool {
		if call, ok := m.(*ast.CallExpr); ok && out == nil {
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
				if id, ok := sel.X.(*ast.Ident); ok && id.Name+"."+sel.Sel.Name == fun {
					out = call
				}
			}
		}
		return true
	})
	if out == nil {
		fail("%s: no call of %s", "", fun)
	}
	return out
}

// ---- flow.json fields ----

// FieldFact is a field of flow.json that flowkit's loader reads.
type FieldFact struct {
	// The path of the field: `*` for the name of an entry (a network, an account...).
	Field  string `json:"field"`
	GoType string `json:"goType"`
	Source string `json:"source"`
}

// readFlowJSONFields walks the types flowkit's config/json parser unmarshals flow.json into:
// struct fields by their JSON names, maps (entries by name), and the types each UnmarshalJSON
// method unmarshals into.
func (r *reader) readFlowJSONFields() map[string]any {
	js := r.load(flowkitModule + "/config/json")
	des := js.methods["Parser"]["Deserialize"]
	if des == nil {
		fail("flowkit config/json: no Parser.Deserialize")
	}
	entry := r.lineOf(des.Body, "json.Unmarshal(raw, &jsonConf)")
	fields := map[string]*FieldFact{}
	add := func(path, goType, at string) {
		if f, ok := fields[path]; ok {
			if !strings.Contains(" | "+f.GoType+" | ", " | "+goType+" | ") {
				f.GoType += " | " + goType
			}
			return
		}
		fields[path] = &FieldFact{Field: path, GoType: goType, Source: at}
	}
	var walk func(path string, t ast.Expr, depth int)
	walk = func(path string, t ast.Expr, depth int) {
		if depth > 12 {
			fail("%s: types nest too deep", r.pos(t.Pos()))
		}
		switch x := t.(type) {
		case *ast.Ident:
			ts := js.types[x.Name]
			if ts == nil {
				return // a basic type
			}
			if m := js.methods[x.Name]["UnmarshalJSON"]; m != nil {
				targets := 0
				ast.Inspect(m.Body, func(n ast.Node) bool {
					call, ok := n.(*ast.CallExpr)
					if !ok || r.source(call.Fun) != "json.Unmarshal" || len(call.Args) != 2 {
						return true
					}
					u, ok := call.Args[1].(*ast.UnaryExpr)
					id, ok2 := u.X.(*ast.Ident)
					if !ok || !ok2 {
						fail("%s: json.Unmarshal into something other than &variable", r.pos(call.Pos()))
					}
					var typ ast.Expr
					ast.Inspect(m.Body, func(n ast.Node) bool {
						if vs, ok := n.(*ast.ValueSpec); ok {
							for _, nm := range vs.Names {
								if nm.Name == id.Name {
									typ = vs.Type
								}
							}
						}
						return true
					})
					if typ == nil {
						fail("%s: cannot tell the type of %s", r.pos(call.Pos()), id.Name)
					}
					if r.source(typ) == "map[string]any" || r.source(typ) == "map[string]interface{}" {
						return true // a probe of the format
					}
					targets++
					if path != "" {
						add(path, r.source(typ), r.pos(call.Pos()))
					}
					walk(path, typ, depth+1)
					return true
				})
				if targets == 0 {
					fail("%s: %s.UnmarshalJSON unmarshals into no type", r.pos(m.Pos()), x.Name)
				}
				return
			}
			walk(path, ts.Type, depth+1)
		case *ast.StarExpr:
			walk(path, x.X, depth+1)
		case *ast.ArrayType:
			walk(path, x.Elt, depth+1)
		case *ast.MapType:
			add(path+".*", r.source(x.Value), r.pos(x.Pos()))
			walk(path+".*", x.Value, depth+1)
		case *ast.StructType:
			for _, f := range x.Fields.List {
				if len(f.Names) == 0 {
					fail("%s: an embedded field in a flow.json type", r.pos(f.Pos()))
				}
				for _, n := range f.Names {
					name := n.Name
					if f.Tag != nil {
						raw, _ := strconv.Unquote(f.Tag.Value)
						if tag := strings.Split(reflect.StructTag(raw).Get("json"), ",")[0]; tag != "" {
							name = tag
						}
					}
					if name == "-" || !ast.IsExported(n.Name) {
						continue
					}
					if f.Tag == nil {
						fail("%s: untagged field %s in a flow.json type", r.pos(f.Pos()), n.Name)
					}
					p := strings.TrimPrefix(path+"."+name, ".")
					add(p, r.source(f.Type), r.pos(f.Pos()))
					walk(p, f.Type, depth+1)
				}
			}
		}
	}
	root := js.types["jsonConfig"]
	if root == nil {
		fail("flowkit config/json: no jsonConfig")
	}
	walk("", root.Type, 0)
	var list []*FieldFact
	for _, f := range fields {
		list = append(list, f)
	}
	sort.Slice(list, func(i, j int) bool { return list[i].Field < list[j].Field })
	return map[string]any{
		"about":  "the fields flowkit's config/json package unmarshals flow.json into (a field no type names is ignored when the file is loaded); `*` is the name of an entry",
		"source": entry,
		"fields": list,
	}
}
