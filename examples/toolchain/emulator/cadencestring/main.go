// Command cadencestring answers, from the Cadence version the pinned emulator runs, two questions
// that src/flow/cadenceValues.ts must answer the same way. One output line per input line; input
// that cannot be answered prints as "!error: " and the reason.
//
// Without flags it reads JSON-Cadence values, one per line, decodes each with cadence's
// encoding/json and prints its String(): the text the Flow CLI shows after "Result: ".
//
//	printf '{"type":"UFix64","value":"1.5"}\n' | go run ./cadencestring   (in examples/toolchain/emulator)
//
// With -cli it reads lines {"type": "<Cadence type>", "arg": "<text>"} and reads the text as
// `flow scripts execute` reads a positional argument of a parameter of that type (flowkit's
// arguments.ParseWithoutType, redone here with the same cadence calls: a top-level String not
// starting with a double quote is quoted, a top-level Address gets 0x, then
// runtime.ParseLiteral), printing the resulting value as JSON-Cadence.
//
// src/flow/cadenceValues.test.ts and tests/access-api/cadence-values.contract.ts compare with it.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/onflow/cadence/ast"
	"github.com/onflow/cadence/cmd"
	"github.com/onflow/cadence/common"
	jsoncdc "github.com/onflow/cadence/encoding/json"
	"github.com/onflow/cadence/interpreter"
	"github.com/onflow/cadence/runtime"
	"github.com/onflow/cadence/sema"
)

func valueString(line string) (string, error) {
	value, err := jsoncdc.Decode(nil, []byte(line))
	if err != nil {
		return "", err
	}
	return value.String(), nil
}

var lineNumber = 0

func cliArgument(line string) (string, error) {
	var input struct {
		Type string `json:"type"`
		Arg  string `json:"arg"`
	}
	if err := json.Unmarshal([]byte(line), &input); err != nil {
		return "", err
	}
	lineNumber++
	code := []byte(fmt.Sprintf("access(all) fun main(x: %s) {}", input.Type))
	codes := map[common.Location][]byte{}
	location := common.StringLocation(fmt.Sprintf("argument-%d.cdc", lineNumber))
	program, must := cmd.PrepareProgram(code, location, codes)
	checker, _ := cmd.PrepareChecker(program, location, codes, nil, nil, must)
	declaration := sema.FunctionEntryPointDeclaration(program)
	if declaration == nil || declaration.ParameterList == nil || len(declaration.ParameterList.Parameters) != 1 {
		return "", fmt.Errorf("no parameter of type %s", input.Type)
	}
	semaType := checker.ConvertType(declaration.ParameterList.Parameters[0].TypeAnnotation.Type)

	argument := input.Arg
	if semaType == sema.StringType {
		if !strings.HasPrefix(argument, "\"") {
			argument = ast.QuoteString(argument)
		}
	} else if _, ok := semaType.(*sema.AddressType); ok {
		if !strings.HasPrefix(argument, "0x") {
			argument = "0x" + argument
		}
	}

	inter, err := interpreter.NewInterpreter(nil, nil, &interpreter.Config{})
	if err != nil {
		return "", err
	}
	value, err := runtime.ParseLiteral(argument, semaType, inter)
	if err != nil {
		return "", err
	}
	encoded, err := jsoncdc.Encode(value)
	if err != nil {
		return "", err
	}
	return strings.TrimSpace(string(encoded)), nil
}

func answer(line string, f func(string) (string, error)) (text string) {
	defer func() {
		if r := recover(); r != nil {
			text = fmt.Sprintf("!error: %v", r)
		}
	}()
	text, err := f(line)
	if err != nil {
		return "!error: " + err.Error()
	}
	return text
}

func main() {
	f := valueString
	if len(os.Args) > 1 && os.Args[1] == "-cli" {
		f = cliArgument
	}
	scanner := bufio.NewScanner(os.Stdin)
	scanner.Buffer(make([]byte, 1<<20), 16<<20)
	out := bufio.NewWriter(os.Stdout)
	for scanner.Scan() {
		line := strings.TrimSpace(scanner.Text())
		if line == "" {
			continue
		}
		// A line break inside the text would split its answer; String() escapes them, errors may not.
		fmt.Fprintln(out, strings.ReplaceAll(answer(line, f), "\n", " "))
	}
	if err := scanner.Err(); err != nil {
		panic(err)
	}
	if err := out.Flush(); err != nil {
		panic(err)
	}
}
