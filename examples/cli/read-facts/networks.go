// Networks, URLs and files: what each command (and commandWrapper) does to the world, read in the
// functions behaviour.go reaches (the CLI, flowkit, flow-emulator, cadence-tools/test):
//   - networks: "all", or the networks it accepts, out of flowkit's default networks
//     (config.DefaultNetworks in flowkit config/network.go, less "testing", the name flowkit gives
//     the in-process emulator of `flow test`; the facts file's `networks`), with every `if` or
//     `switch` that compares a network (a network name, flowkit's config networks and their Name,
//     flow-go-sdk's chain IDs, address.IsValid(chain)) and returns an error or exits for some of
//     them, and the error it gives;
//   - opens: URLs opened in the browser (github.com/pkg/browser OpenURL) or requested (net/http's
//     Get/Head/Post/PostForm, NewRequest[WithContext], an http.Client's methods), with the method;
//   - writes: files and folders written (WriteFile, os.Create/OpenFile, MkdirAll/Mkdir,
//     os.Rename), and the configuration saved through flowkit's State.Save/SaveDefault/SaveEdited
//     (flowkit state.go), with the flow.json sections the reached code changes: Add*/Remove*/Set*/
//     Update*/Delete* on flowkit's configuration collections, mapped to their JSON names through
//     config.Config (flowkit config/config.go) and jsonConfig (config/json/config.go), and
//     flowkit's accounts (accounts/account.go), which State.Save writes to `accounts`;
//   - for a URL or path that a flag gives, the flag: the value comes from a struct field bound to
//     a flag (flagOf, from the fields commands.go bound), directly or through the arguments a
//     function's callers pass.

package main

import (
	"go/ast"
	"go/token"
	"reflect"
	"regexp"
	"strconv"
	"strings"
)

// URLFact is a URL a command opens or requests.
type URLFact struct {
	URL    string `json:"url"`
	How    string `json:"how"`
	Flag   string `json:"flag,omitempty"`
	Source string `json:"source"`
}

// FileFact is a file or folder a command writes.
type FileFact struct {
	File     string   `json:"file"`
	Kind     string   `json:"kind"`
	Sections []string `json:"sections,omitempty"`
	Flag     string   `json:"flag,omitempty"`
	Source   string   `json:"source"`
}

// NetworkCheck is one place where a command refuses some networks.
type NetworkCheck struct {
	Rejects []string `json:"rejects"`
	Subject string   `json:"subject"`
	Message string   `json:"message,omitempty"`
	Source  string   `json:"source"`
}

// NetworkFacts are the networks a command accepts, when something restricts them.
type NetworkFacts struct {
	Accepts []string        `json:"accepts"`
	Checks  []*NetworkCheck `json:"checks"`
}

// ---- networks ----

var networkUniverse []string

// readNetworks: the networks a command can be pointed at, flowkit's config.DefaultNetworks, less
// "testing", the name flowkit gives the network of the emulator `flow test` runs in-process.
func (r *reader) readNetworks() {
	q := r.load(flowkitModule + "/config")
	spec, ok := q.vars["DefaultNetworks"]
	if !ok || len(spec.Values) != 1 {
		fail("flowkit config: no DefaultNetworks")
	}
	lit, ok := spec.Values[0].(*ast.CompositeLit)
	if !ok {
		fail("%s: DefaultNetworks is not a list literal", r.pos(spec.Pos()))
	}
	for _, el := range lit.Elts {
		id, ok := el.(*ast.Ident)
		if !ok {
			fail("%s: a default network that is not a variable", r.pos(el.Pos()))
		}
		v, _ := r.fieldOfVar(q, &ast.SelectorExpr{X: id, Sel: &ast.Ident{Name: "Name"}})
		if v == nil {
			fail("%s: network %s has no Name", r.pos(el.Pos()), id.Name)
		}
		if name := r.str(q, v, nil); name != "testing" {
			networkUniverse = append(networkUniverse, name)
		}
	}
	r.networksAt = r.pos(spec.Pos())
}

func (r *reader) isErrorExit(c ectx, list []ast.Stmt) (bool, string) {
	if len(list) == 0 {
		return false, ""
	}
	switch s := list[len(list)-1].(type) {
	case *ast.ReturnStmt:
		if len(s.Results) == 0 {
			return false, ""
		}
		if call, ok := s.Results[len(s.Results)-1].(*ast.CallExpr); ok {
			if r.calleeIs(c, call, "fmt", "Errorf") || r.calleeIs(c, call, "errors", "New") {
				return true, r.evalStr(c, call, 0, false)[0]
			}
		}
	case *ast.ExprStmt:
		if call, ok := s.X.(*ast.CallExpr); ok {
			if r.calleeIs(c, call, "os", "Exit") {
				return true, ""
			}
			if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "panic" {
				return true, ""
			}
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok && (sel.Sel.Name == "Exit" || sel.Sel.Name == "Fatal" || sel.Sel.Name == "Fatalf") {
				msg := ""
				if len(call.Args) > 1 {
					msg = r.evalStr(c, call.Args[len(call.Args)-1], 0, false)[0]
				}
				return true, msg
			}
		}
	}
	return false, ""
}

var sdkChains = map[string]bool{"Mainnet": true, "Testnet": true, "Emulator": true}

// networkOf: the network a constant names (a network name, flowkit's config networks and their
// Name, the SDK's chain IDs), or "".
func (r *reader) networkOf(c ectx, e ast.Expr) string {
	in := func(s string) string {
		for _, n := range networkUniverse {
			if s == n {
				return n
			}
		}
		return ""
	}
	switch x := e.(type) {
	case *ast.BasicLit:
		if x.Kind == token.STRING {
			s, _ := strconv.Unquote(x.Value)
			return in(s)
		}
	case *ast.ParenExpr:
		return r.networkOf(c, x.X)
	case *ast.Ident:
		if _, local := r.localsOf(c.f)[x.Name]; local {
			return ""
		}
		if v, ok := c.f.p.consts[x.Name]; ok {
			return r.networkOf(r.pkgCtx(c.f.p), v)
		}
		if spec, ok := c.f.p.vars[x.Name]; ok && len(spec.Values) == 1 {
			if sel, ok := spec.Values[0].(*ast.SelectorExpr); ok { // var emulator = config.EmulatorNetwork.Name
				return r.networkOf(r.pkgCtx(c.f.p), sel)
			}
		}
	case *ast.SelectorExpr:
		if id, ok := x.X.(*ast.Ident); ok {
			if path, ok := r.isImportAlias(c, id); ok {
				if path == "github.com/onflow/flow-go-sdk" && sdkChains[x.Sel.Name] {
					return strings.ToLower(x.Sel.Name)
				}
				if q := r.pkgs[path]; q != nil && q.path == flowkitModule+"/config" {
					if v, _ := r.fieldOfVar(q, &ast.SelectorExpr{X: &ast.Ident{Name: x.Sel.Name, NamePos: x.Sel.Pos()}, Sel: &ast.Ident{Name: "Name"}}); v != nil {
						return in(r.str(q, v, nil))
					}
					if v, ok := q.consts[x.Sel.Name]; ok {
						return r.networkOf(r.pkgCtx(q), v)
					}
				}
				return ""
			}
		}
		if x.Sel.Name == "Name" {
			if inner, ok := x.X.(*ast.SelectorExpr); ok {
				return r.networkOf(c, inner)
			}
		}
	}
	return ""
}

// condOn evaluates a condition for one network: 1 true, 0 false, -1 unknown; subject is the
// compared expression when the condition compares a network.
func (r *reader) condOn(c ectx, e ast.Expr, network string, subject *string) int {
	switch x := e.(type) {
	case *ast.ParenExpr:
		return r.condOn(c, x.X, network, subject)
	case *ast.UnaryExpr:
		if x.Op == token.NOT {
			if v := r.condOn(c, x.X, network, subject); v >= 0 {
				return 1 - v
			}
		}
		return -1
	case *ast.BinaryExpr:
		switch x.Op {
		case token.LAND, token.LOR:
			a, b := r.condOn(c, x.X, network, subject), r.condOn(c, x.Y, network, subject)
			if x.Op == token.LAND {
				if a == 0 || b == 0 {
					return 0
				}
				if a == 1 && b == 1 {
					return 1
				}
				return -1
			}
			if a == 1 || b == 1 {
				return 1
			}
			if a == 0 && b == 0 {
				return 0
			}
			return -1
		case token.EQL, token.NEQ:
			nx, ny := r.networkOf(c, x.X), r.networkOf(c, x.Y)
			if (nx == "") == (ny == "") {
				return -1
			}
			n, other := nx, x.Y
			if n == "" {
				n, other = ny, x.X
			}
			*subject = r.src(other)
			v := 0
			if n == network {
				v = 1
			}
			if x.Op == token.NEQ {
				v = 1 - v
			}
			return v
		}
	case *ast.CallExpr:
		if sel, ok := x.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "IsValid" && len(x.Args) == 1 {
			if n := r.networkOf(c, x.Args[0]); n != "" {
				*subject = r.src(sel.X)
				if n == network {
					return 1
				}
				return 0
			}
		}
	}
	return -1
}

func (r *reader) networkChecks(c ectx, b *behaviour, body *ast.BlockStmt) {
	elseOf := map[*ast.IfStmt]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		switch s := n.(type) {
		case *ast.IfStmt:
			if e, ok := s.Else.(*ast.IfStmt); ok {
				elseOf[e] = true
			}
			if elseOf[s] {
				return true
			}
			var rejects []string
			subject, message := "", ""
			for _, network := range networkUniverse {
				for cur := s; ; {
					v := r.condOn(c, cur.Cond, network, &subject)
					if v < 0 {
						break
					}
					if v == 1 {
						if exit, msg := r.isErrorExit(c, cur.Body.List); exit {
							rejects = append(rejects, network)
							message = msg
						}
						break
					}
					if next, ok := cur.Else.(*ast.IfStmt); ok {
						cur = next
						continue
					}
					if blk, ok := cur.Else.(*ast.BlockStmt); ok {
						if exit, msg := r.isErrorExit(c, blk.List); exit {
							rejects = append(rejects, network)
							message = msg
						}
					}
					break
				}
			}
			if len(rejects) > 0 {
				b.checks = append(b.checks, &NetworkCheck{Rejects: rejects, Subject: subject, Message: message, Source: r.pos(s.Pos())})
			}
		case *ast.SwitchStmt:
			if s.Tag == nil || r.networkOf(c, s.Tag) != "" {
				return true
			}
			var rejects []string
			message := ""
			involved := false
			for _, network := range networkUniverse {
				var match, def *ast.CaseClause
				for _, st := range s.Body.List {
					cc := st.(*ast.CaseClause)
					if cc.List == nil {
						def = cc
					}
					for _, v := range cc.List {
						if n := r.networkOf(c, v); n != "" {
							involved = true
							if n == network {
								match = cc
							}
						}
					}
				}
				clause := match
				if clause == nil {
					clause = def
				}
				if clause != nil {
					if exit, msg := r.isErrorExit(c, clause.Body); exit {
						rejects = append(rejects, network)
						message = msg
					}
				}
			}
			if involved && len(rejects) > 0 {
				b.checks = append(b.checks, &NetworkCheck{Rejects: rejects, Subject: r.src(s.Tag), Message: message, Source: r.pos(s.Pos())})
			}
		}
		return true
	})
}

// ---- flags that give a value ----

// flagOf: the flag whose value an expression carries (a field bound to a flag), or "".
func (r *reader) flagOf(c ectx, e ast.Expr, depth int) string {
	if depth > 5 || e == nil {
		return ""
	}
	switch x := e.(type) {
	case *ast.ParenExpr:
		return r.flagOf(c, x.X, depth+1)
	case *ast.IndexExpr:
		return r.flagOf(c, x.X, depth+1)
	case *ast.SelectorExpr:
		if key := r.structFieldKey(r.typeOf(c, x.X, 0), x.Sel.Name); key != "" {
			return r.fieldFlags[key]
		}
	case *ast.Ident:
		for _, d := range r.visible(c.f, x.Name, x.Pos()) {
			if d.val != nil && d.idx == 0 {
				if f := r.flagOf(c, d.val, depth+1); f != "" {
					return f
				}
			}
			if d.param && c.f.decl != nil && c.f.decl.Recv == nil {
				if f := r.flagOfParam(c.f, x.Name, depth); f != "" {
					return f
				}
			}
		}
	case *ast.CallExpr:
		for _, a := range x.Args {
			if f := r.flagOf(c, a, depth+1); f != "" {
				return f
			}
		}
	}
	return ""
}

func (r *reader) flagOfParam(f *fnode, name string, depth int) string {
	idx, _ := paramIndex(f.decl, name)
	found := ""
	r.callSites(f, func(caller *fnode, call *ast.CallExpr) bool {
		if found == "" && idx >= 0 && idx < len(call.Args) {
			found = r.flagOf(ectx{f: caller}, call.Args[idx], depth+2)
		}
		return found == ""
	})
	return found
}

// ---- opens ----

// isHTTPClientCall: a request through a net/http Client value (client.Get(url)).
func (r *reader) isHTTPClientCall(c ectx, call *ast.CallExpr, names ...string) bool {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	found := false
	for _, n := range names {
		found = found || sel.Sel.Name == n
	}
	if !found {
		return false
	}
	t := r.typeOf(c, sel.X, 0)
	for {
		if st, ok := t.e.(*ast.StarExpr); ok {
			t.e = st.X
			continue
		}
		break
	}
	if te, ok := t.e.(*ast.SelectorExpr); ok && te.Sel.Name == "Client" {
		if id, ok := te.X.(*ast.Ident); ok {
			path, _ := r.importOf(t.p, te, id.Name)
			return path == "net/http"
		}
	}
	return false
}

func (r *reader) open(c ectx, b *behaviour, e ast.Expr, how, at string) {
	flag := r.flagOf(c, e, 0)
	for _, u := range r.evalStr(c, e, 0, false) {
		key := how + " " + u + " " + flag
		if _, ok := b.opens[key]; !ok {
			b.opens[key] = &URLFact{URL: u, How: how, Flag: flag, Source: at}
		}
	}
}

// ---- writes ----

func (b *behaviour) write(file, kind, flag, at string) *FileFact {
	key := kind + " " + file + " " + flag
	if w, ok := b.writes[key]; ok {
		return w
	}
	w := &FileFact{File: file, Kind: kind, Flag: flag, Source: at}
	b.writes[key] = w
	return w
}

func (r *reader) writeFile(c ectx, b *behaviour, e ast.Expr, kind, at string) {
	flag := r.flagOf(c, e, 0)
	for _, f := range r.evalStr(c, e, 0, false) {
		b.write(f, kind, flag, at)
	}
}

// configSave: flowkit's State.Save(path), SaveDefault() (config.DefaultPath) or SaveEdited(paths)
// (the default path, or the one --config-path names).
func (r *reader) configSave(c ectx, b *behaviour, call *ast.CallExpr, method, at string) {
	st := r.pkgs[flowkitModule]
	var files []string
	flag := ""
	switch method {
	case "Save":
		files = r.evalStr(c, call.Args[0], 0, false)
		flag = r.flagOf(c, call.Args[0], 0)
	default:
		d := st.methods["State"]["SaveDefault"]
		g := r.fnOf(st, d)
		ast.Inspect(d.Body, func(n ast.Node) bool {
			if in, ok := n.(*ast.CallExpr); ok && methodName(in) == "Save" && len(in.Args) == 1 {
				files = r.evalStr(ectx{f: g}, in.Args[0], 0, false)
			}
			return true
		})
		if method == "SaveEdited" {
			flag = "config-path"
		}
	}
	for _, f := range files {
		w := b.write(f, "configuration", flag, at)
		b.configAt = append(b.configAt, w)
	}
}

var mutator = regexp.MustCompile(`^(Add|Remove|Set|Update|Delete)`)

// readSections maps flowkit's configuration types to the flow.json section they are saved in:
// config.Config's fields to jsonConfig's JSON names, with the element types of those lists and the
// configuration types their elements hold (a contract's Aliases), and flowkit's accounts, which
// State.Save writes to the accounts section.
func (r *reader) readSections() {
	cfg := r.load(flowkitModule + "/config")
	js := r.load(flowkitModule + "/config/json")
	structOf := func(p *pkg, name string) *ast.StructType {
		ts, ok := p.types[name]
		if !ok {
			fail("flowkit %s: no type %s", p.rel, name)
		}
		st, ok := ts.Type.(*ast.StructType)
		if !ok {
			fail("flowkit %s: %s is not a struct", p.rel, name)
		}
		return st
	}
	tags := map[string]string{}
	for _, f := range structOf(js, "jsonConfig").Fields.List {
		if f.Tag == nil || len(f.Names) != 1 {
			continue
		}
		raw, _ := strconv.Unquote(f.Tag.Value)
		tags[f.Names[0].Name] = strings.Split(reflect.StructTag(raw).Get("json"), ",")[0]
	}
	named := func(e ast.Expr) string {
		switch t := e.(type) {
		case *ast.Ident:
			return t.Name
		case *ast.StarExpr:
			if id, ok := t.X.(*ast.Ident); ok {
				return id.Name
			}
		case *ast.ArrayType:
			if id, ok := t.Elt.(*ast.Ident); ok {
				return id.Name
			}
		}
		return ""
	}
	for _, f := range structOf(cfg, "Config").Fields.List {
		if len(f.Names) != 1 {
			continue
		}
		key := tags[f.Names[0].Name]
		tn := named(f.Type)
		if key == "" || tn == "" {
			fail("flowkit config.Config.%s: no JSON section or type", f.Names[0].Name)
		}
		r.sectionTypes[cfg.path+"."+tn] = key
		if ts, ok := cfg.types[tn]; ok {
			if arr, ok := ts.Type.(*ast.ArrayType); ok {
				if el := named(arr.Elt); el != "" {
					r.sectionTypes[cfg.path+"."+el] = key
					if ets, ok := cfg.types[el]; ok {
						if st, ok := ets.Type.(*ast.StructType); ok {
							for _, ef := range st.Fields.List {
								if n := named(ef.Type); n != "" && cfg.types[n] != nil && r.sectionTypes[cfg.path+"."+n] == "" {
									r.sectionTypes[cfg.path+"."+n] = key
								}
							}
						}
					}
				}
			}
		}
	}
	st := r.load(flowkitModule)
	save := st.methods["State"]["Save"]
	if save == nil || !strings.Contains(r.source(save.Body), "accounts.ToConfig(") || tags["Accounts"] == "" {
		fail("flowkit State.Save no longer writes its accounts through accounts.ToConfig")
	}
	acc := r.load(flowkitModule + "/accounts")
	for _, tn := range []string{"Accounts", "Account"} {
		if acc.types[tn] == nil {
			fail("flowkit accounts: no type %s", tn)
		}
		r.sectionTypes[acc.path+"."+tn] = tags["Accounts"]
	}
}
